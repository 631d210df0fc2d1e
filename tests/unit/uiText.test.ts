import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUntranslatedText } from './support/uiText';

const UI = path.resolve(import.meta.dirname, '../../src/ui');

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('every UI text is a locale key', () => {
  it('no view of src/ui shows text that is not translated', () => {
    const findings = sources(UI).flatMap((file) =>
      findUntranslatedText(file, fs.readFileSync(file, 'utf8')).map(({ line, text, where }) => `${path.relative(UI, file)}:${line} ${where} "${text}"`),
    );
    expect(findings).toEqual([]);
  });
});

describe('the untranslated-text finder', () => {
  const find = (source: string) => findUntranslatedText('Example.tsx', source).map(({ text, where }) => `${where} ${text}`);

  it('finds JSX text, text props, shown literals and text properties', () => {
    expect(
      find(`
        const items = [{ label: 'Log Out', icon: 'pi pi-sign-out' }];
        export const A = ({ ok }: { ok: boolean }) => (
          <section aria-label="Notices" title={ok ? 'Saved' : t('failed')}>
            <h1>Welcome back</h1>
            <Button label={\`Delete \${name}\`} />
            {ok ? 'Yes' : 'No'}
          </section>
        );
      `),
    ).toEqual(['label: Log Out', 'aria-label= Notices', 'title= Saved', 'JSX text Welcome back', 'label= Delete', 'JSX child Yes', 'JSX child No']);
  });

  it('lets through locale keys, non-text props, comparisons, punctuation and symbols', () => {
    expect(
      find(`
        const items = [{ label: t('nav.logOut'), icon: 'pi pi-sign-out', id: 'logout' }];
        export const A = ({ kind }: { kind: string }) => (
          <div className="card" data-testid="card" role="status" aria-hidden="true">
            <Button label={t('common.save')} icon="pi pi-check" title={kind === 'external' ? t('a') : t('b')} />
            <span>{t('common.title', { count: 2 })}</span>
            <span> · </span>—
            {items.map((item) => <b key={item.id}>{item.label}</b>)}
            {\`\${first} \${last}\`}
          </div>
        );
      `),
    ).toEqual([]);
  });
});
