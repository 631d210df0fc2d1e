import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_FILE_EXTENSIONS, type PackageFileKind } from '../../../machines/publishSimulation.machine';
import { useFormat } from '../../format/useFormat';
import { selectBusy, selectFile, selectFileMessages, selectFileRejected, selectFileStage, selectProgress } from './publishSimulationSelectors';
import type { PublishSimulationRef } from './usePublishSimulationActor';

const FILE_NAMES: Record<PackageFileKind, string> = { assets: 'assets.csv', settings: 'settings.json' };
const ACCEPT: Record<PackageFileKind, string> = { assets: '.csv,text/csv', settings: '.json,application/json' };

/** Only links that open a web page are offered as links; other more_info is shown as text. */
function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

type PackageFileFieldProps = { publishRef: PublishSimulationRef; kind: PackageFileKind };

/**
 * One file of the package: a drop zone that also opens the file picker, the chosen file, its
 * upload progress while it is sent, and the problems the server found in it.
 */
export function PackageFileField({ publishRef, kind }: PackageFileFieldProps) {
  const { t } = useTranslation('publishSimulation');
  const format = useFormat();
  const file = useSelector(publishRef, selectFile(kind));
  const rejected = useSelector(publishRef, selectFileRejected(kind));
  const stage = useSelector(publishRef, selectFileStage(kind));
  const progress = useSelector(publishRef, selectProgress(kind));
  const messages = useSelector(publishRef, selectFileMessages(kind));
  const busy = useSelector(publishRef, selectBusy);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = `publish-file-${kind}`;

  const choose = (chosen: File | undefined) => {
    if (chosen) publishRef.send({ type: 'file.choose', kind, file: chosen });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) choose(event.dataTransfer.files[0]);
  };

  return (
    <div className={`package-file package-file--${stage}`} data-testid={id}>
      <label htmlFor={id} className="form-field__label">
        {t(`files.${kind}`)}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        className="package-file__input"
        disabled={busy}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {file === null ? (
        <div
          className={`package-file__drop${over ? ' package-file__drop--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <i className="pi pi-cloud-upload" aria-hidden="true" />
          <span>
            {t('files.drop', { file: FILE_NAMES[kind] })}{' '}
            <button type="button" className="package-file__browse" onClick={() => input.current?.click()}>
              {t('files.browse')}
            </button>
          </span>
        </div>
      ) : (
        <div className="package-file__chosen" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
          <i className={`pi ${kind === 'assets' ? 'pi-table' : 'pi-cog'}`} aria-hidden="true" />
          <span className="package-file__name">{file.name}</span>
          <span className="package-file__size">{t('files.size', { kb: format.number(file.size / 1024, 1) })}</span>
          {stage === 'accepted' ? (
            <span className="package-file__accepted">
              <i className="pi pi-check-circle" aria-hidden="true" /> {t('files.accepted')}
            </span>
          ) : null}
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            size="small"
            disabled={busy}
            aria-label={t('files.remove', { file: file.name })}
            onClick={() => publishRef.send({ type: 'file.clear', kind })}
          />
        </div>
      )}
      {stage === 'sending' ? (
        <div className="package-file__progress">
          <ProgressBar value={Math.round(progress * 100)} showValue={false} aria-label={t('files.progressLabel', { file: FILE_NAMES[kind] })} data-testid={`${id}-progress`} />
          <small>{t('files.sending', { percent: format.percent(progress, 0) })}</small>
        </div>
      ) : null}
      {rejected ? (
        <small className="form-field__note form-field__note--error" role="alert">
          <i className="pi pi-times-circle" aria-hidden="true" />
          {t('files.wrongType', { extension: PACKAGE_FILE_EXTENSIONS[kind] })}
        </small>
      ) : null}
      {messages.length > 0 ? (
        <div className="package-file__problems" role="alert" data-testid={`${id}-problems`}>
          <p>{t('files.problems', { count: messages.length })}</p>
          <ul>
            {messages.map((problem, index) => (
              <li key={index}>
                {problem.message}
                {problem.more_info === undefined ? null : isWebAddress(problem.more_info) ? (
                  <>
                    {' '}
                    <a href={problem.more_info} target="_blank" rel="noopener noreferrer">
                      {t('moreInformation')}
                    </a>
                  </>
                ) : (
                  // SPEC 2: more_info is offered as 'more information'; the engine's is a value or the expected ones, not a page.
                  <details className="package-file__more">
                    <summary>{t('moreInformation')}</summary>
                    {problem.more_info}
                  </details>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
