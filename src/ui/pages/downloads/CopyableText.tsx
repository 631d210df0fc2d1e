import { Button } from 'primereact/button';
import type { CopiedItem } from '../../../machines/downloads.machine';
import type { DownloadsRef } from './useDownloadsActor';

type CopyableTextProps = {
  text: string;
  item: CopiedItem;
  /** The copy button's accessible name, e.g. 'Copy checksum'. */
  copyLabel: string;
  downloadsRef: DownloadsRef;
  testId?: string;
};

/** A checksum or command in monospace, on one line that scrolls sideways, with a button that copies it. */
export function CopyableText({ text, item, copyLabel, downloadsRef, testId }: CopyableTextProps) {
  return (
    <div className="downloads__copyable">
      <code className="downloads__code" data-testid={testId}>
        {text}
      </code>
      <Button
        type="button"
        icon="pi pi-copy"
        text
        rounded
        className="downloads__copy"
        aria-label={copyLabel}
        tooltip={copyLabel}
        tooltipOptions={{ position: 'top' }}
        onClick={() => downloadsRef.send({ type: 'text.copy', text, item })}
      />
    </div>
  );
}
