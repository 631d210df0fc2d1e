import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_NAME_MAX } from '../../../../api/schemas/workspaceSettings.schema';
import type { DraftItem, ItemProblem, SettingsListName } from '../../../../machines/workspaceSettingsDraft';
import type { WorkspaceSettingsRef } from './useWorkspaceSettingsActor';

/** The drag's payload: which row of which list, so that a drop on another list does nothing. */
const DRAG_TYPE = 'application/x-horizon-settings-row';

type SettingsRowProps = {
  settingsRef: WorkspaceSettingsRef;
  list: SettingsListName;
  item: DraftItem;
  index: number;
  count: number;
  /** The row's label ("Funding source 2"), and its name as the user reads it (the label while blank). */
  label: string;
  shownName: string;
  problem: ItemProblem | null;
  repeated: boolean;
  disabled: boolean;
  autoFocus: boolean;
  /** A user-defined field's kind and options, under its name. */
  children?: ReactNode;
};

/**
 * One item of a settings list: its name edited in place, moved by the arrows or dragged by its
 * handle, and removed. Under the name, what keeps it from being saved, or SPEC 5's soft warning.
 */
export function SettingsRow(props: SettingsRowProps) {
  const { settingsRef, list, item, index, count, label, shownName, problem, repeated, disabled, autoFocus, children } = props;
  const { t } = useTranslation('workspace');
  const noteId = `${list}-${item.key}-note`;
  const move = (to: number) => settingsRef.send({ type: 'item.move', list, from: index, to });
  return (
    <li
      className={`settings-row${problem ? ' settings-row--invalid' : ''}`}
      data-testid={`${list}-row`}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={(event) => {
        const [fromList, from] = event.dataTransfer.getData(DRAG_TYPE).split(':');
        if (fromList !== list) return;
        event.preventDefault();
        settingsRef.send({ type: 'item.move', list, from: Number(from), to: index });
      }}
    >
      <span
        className="settings-row__handle"
        draggable={!disabled}
        title={t('workspace.lists.drag')}
        aria-hidden="true"
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, `${list}:${index}`);
          event.dataTransfer.effectAllowed = 'move';
        }}
      >
        <i className="pi pi-bars" />
      </span>
      <span className="settings-row__position" aria-hidden="true">
        {index + 1}
      </span>
      <div className="settings-row__main">
        <InputText
          value={item.name}
          maxLength={SETTINGS_NAME_MAX}
          aria-label={label}
          aria-describedby={problem || repeated ? noteId : undefined}
          invalid={problem === 'nameRequired' || problem === 'nameInvalid'}
          disabled={disabled}
          autoFocus={autoFocus}
          className="settings-row__name"
          onChange={(event) => settingsRef.send({ type: 'item.rename', list, index, name: event.target.value })}
        />
        {children}
        {problem ? (
          <small id={noteId} className="settings-row__note settings-row__note--error" role="alert">
            <i className="pi pi-times-circle" aria-hidden="true" />
            {t(`workspace.lists.problems.${problem}`)}
          </small>
        ) : repeated ? (
          <small id={noteId} className="settings-row__note settings-row__note--warning">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            {t('workspace.lists.repeated')}
          </small>
        ) : null}
      </div>
      <div className="settings-row__actions">
        <Button
          type="button"
          icon="pi pi-arrow-up"
          text
          rounded
          disabled={disabled || index === 0}
          aria-label={t('workspace.lists.moveUp', { name: shownName })}
          onClick={() => move(index - 1)}
        />
        <Button
          type="button"
          icon="pi pi-arrow-down"
          text
          rounded
          disabled={disabled || index === count - 1}
          aria-label={t('workspace.lists.moveDown', { name: shownName })}
          onClick={() => move(index + 1)}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          disabled={disabled}
          aria-label={t('workspace.lists.remove', { name: shownName })}
          onClick={() => settingsRef.send({ type: 'item.remove', list, index })}
        />
      </div>
    </li>
  );
}
