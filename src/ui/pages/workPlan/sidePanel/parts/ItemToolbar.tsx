import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

type ItemToolbarProps = {
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The link to the item's children (a project's phases, a phase's treatments). */
  link?: { label: string; onOpen: () => void };
};

/** Under an item's fields: its children's link, and Edit and Delete for editors. */
export function ItemToolbar({ canEdit, onEdit, onDelete, link }: ItemToolbarProps) {
  const { t } = useTranslation('workPlanSidePanel');
  return (
    <div className="side-panel__toolbar">
      {link ? <Button label={link.label} icon="pi pi-arrow-right" iconPos="right" link onClick={link.onOpen} className="side-panel__link" /> : null}
      {canEdit ? (
        <span className="side-panel__toolbar-end">
          <Button label={t('form.edit')} icon="pi pi-pencil" outlined size="small" onClick={onEdit} />
          <Button label={t('delete.button')} icon="pi pi-trash" severity="danger" text size="small" onClick={onDelete} />
        </span>
      ) : null}
    </div>
  );
}
