import { useTranslation } from 'react-i18next';
import type { WorkspaceDetail } from '../../../../api/schemas/workspace.schema';

/** Name and description for members who may not change them. */
export function DetailsReadOnly({ workspace }: { workspace: WorkspaceDetail }) {
  const { t } = useTranslation('workspace');
  return (
    <dl className="workspace-read-only">
      <dt>{t('workspace.settings.name')}</dt>
      <dd>{workspace.name}</dd>
      <dt>{t('workspace.settings.description')}</dt>
      <dd className={workspace.description ? undefined : 'workspace-read-only__empty'}>{workspace.description || t('portfolios.noDescription')}</dd>
    </dl>
  );
}
