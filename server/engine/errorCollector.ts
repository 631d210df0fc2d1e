import { MAX_LISTED_ERRORS, type PackageError } from '../../src/api/simulationPackage/errors';

/** Keeps the first errors of a file and counts the rest, so a broken million-row file stays cheap. */
export class ErrorCollector {
  private readonly kept: PackageError[] = [];
  private total = 0;

  constructor(private readonly file: string) {}

  add(error: PackageError): void {
    this.total++;
    if (this.kept.length < MAX_LISTED_ERRORS) this.kept.push(error);
  }

  get count(): number {
    return this.total;
  }

  toList(): PackageError[] {
    const hidden = this.total - this.kept.length;
    if (hidden === 0) return [...this.kept];
    return [...this.kept, { message: `${this.file}: ${hidden} more errors not listed` }];
  }
}
