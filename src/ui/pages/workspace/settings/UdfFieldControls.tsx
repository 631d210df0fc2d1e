import { Chips } from 'primereact/chips';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIST_MAX, udfKindSchema } from '../../../../api/schemas/workspaceSettings.schema';
import type { DraftField } from '../../../../machines/workspaceSettingsDraft';
import type { WorkspaceSettingsRef } from './useWorkspaceSettingsActor';

type UdfFieldControlsProps = {
  settingsRef: WorkspaceSettingsRef;
  field: DraftField;
  index: number;
  /** The field's name as the user reads it, for the controls' labels. */
  shownName: string;
  optionsInvalid: boolean;
  disabled: boolean;
};

/** A user-defined field's kind (text, number, date or list) and, for a list, its options as chips. */
export function UdfFieldControls({ settingsRef, field, index, shownName, optionsInvalid, disabled }: UdfFieldControlsProps) {
  const { t } = useTranslation('workspace');
  const kinds = udfKindSchema.options.map((kind) => ({ value: kind, label: t(`workspace.lists.kinds.${kind}`) }));
  return (
    <div className="udf-controls">
      <Dropdown
        value={field.kind}
        options={kinds}
        disabled={disabled}
        aria-label={t('workspace.lists.kind', { name: shownName })}
        className="udf-controls__kind"
        onChange={(event) => settingsRef.send({ type: 'field.kind', index, kind: event.value })}
      />
      {field.kind === 'list' ? (
        <Chips
          value={field.options}
          max={SETTINGS_LIST_MAX}
          allowDuplicate={false}
          addOnBlur
          separator=","
          disabled={disabled}
          invalid={optionsInvalid}
          placeholder={field.options.length === 0 ? t('workspace.lists.optionsPlaceholder') : undefined}
          aria-label={t('workspace.lists.options', { name: shownName })}
          className="udf-controls__options"
          onChange={(event) => settingsRef.send({ type: 'field.options', index, options: event.value ?? [] })}
        />
      ) : null}
    </div>
  );
}
