import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../../../../api/schemas/attachment.schema';
import { useFormat } from '../../../format/useFormat';
import { selectResources, selectResourcesView, selectSavingOrder } from './resourcesSelectors';
import type { ResourceEditorRef } from './useResourceEditorActor';
import type { ResourcesRef } from './useResourcesActor';

type ResourcesTableProps = {
  resourcesRef: ResourcesRef;
  editorRef: ResourceEditorRef;
  editable: boolean;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The resources in their saved order. Editors and Admins drag a row by its handle, or move it
 * with the arrows, and the new order is saved at once.
 */
export function ResourcesTable({ resourcesRef, editorRef, editable }: ResourcesTableProps) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const resources = useSelector(resourcesRef, selectResources);
  const loading = useSelector(resourcesRef, selectResourcesView) === 'loading';
  const savingOrder = useSelector(resourcesRef, selectSavingOrder);
  const move = (from: number, to: number) => resourcesRef.send({ type: 'resources.move', from, to });

  const nameCell = (resource: Attachment) => (
    <div className="resource-cell">
      <span className="resource-cell__icon" aria-hidden="true">
        <i className="pi pi-link" />
      </span>
      <div className="resource-cell__text">
        <a href={resource.url} target="_blank" rel="noopener noreferrer" className="resource-cell__name" data-testid="resource-name">
          {resource.name}
          <i className="pi pi-external-link" aria-hidden="true" />
        </a>
        <span className="resource-cell__host">{hostOf(resource.url)}</span>
        {resource.description ? <p className="resource-cell__description">{resource.description}</p> : null}
      </div>
    </div>
  );

  const addedCell = (resource: Attachment) => (
    <div className="resource-added">
      <span>{format.date(resource.created_at)}</span>
      {resource.created_by ? (
        <span className="resource-added__by">{`${resource.created_by.first_name} ${resource.created_by.last_name}`.trim()}</span>
      ) : null}
    </div>
  );

  const actionsCell = (resource: Attachment, { rowIndex }: { rowIndex: number }) => (
    <div className="resource-actions">
      <Button
        icon="pi pi-arrow-up"
        text
        rounded
        disabled={rowIndex === 0 || savingOrder}
        aria-label={t('portfolio.resources.moveUp', { name: resource.name })}
        onClick={() => move(rowIndex, rowIndex - 1)}
      />
      <Button
        icon="pi pi-arrow-down"
        text
        rounded
        disabled={rowIndex === resources.length - 1 || savingOrder}
        aria-label={t('portfolio.resources.moveDown', { name: resource.name })}
        onClick={() => move(rowIndex, rowIndex + 1)}
      />
      <Button
        icon="pi pi-pencil"
        text
        rounded
        aria-label={t('portfolio.resources.editName', { name: resource.name })}
        tooltip={t('portfolio.resources.edit')}
        tooltipOptions={{ position: 'top' }}
        onClick={() => editorRef.send({ type: 'editor.edit', resource })}
      />
      <Button
        icon="pi pi-trash"
        text
        rounded
        severity="danger"
        aria-label={t('portfolio.resources.deleteName', { name: resource.name })}
        tooltip={t('common.delete')}
        tooltipOptions={{ position: 'top' }}
        onClick={() => resourcesRef.send({ type: 'resource.delete', resourceId: resource.id })}
      />
    </div>
  );

  return (
    <DataTable
      value={resources}
      dataKey="id"
      loading={loading}
      reorderableRows={editable}
      onRowReorder={(event) => move(event.dragIndex, event.dropIndex)}
      className={`table-card resources-table${savingOrder ? ' resources-table--saving' : ''}`}
      aria-busy={savingOrder}
    >
      {editable ? <Column rowReorder style={{ width: '3rem' }} /> : null}
      <Column header={t('portfolio.resources.resource')} body={nameCell} />
      <Column header={t('portfolio.resources.added')} body={addedCell} style={{ width: '12rem' }} />
      {editable ? <Column body={actionsCell} style={{ width: '12.5rem' }} /> : null}
    </DataTable>
  );
}
