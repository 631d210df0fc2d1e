import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { isDraftField, type SettingsListName } from '../../../../machines/workspaceSettingsDraft';
import { UdfFieldControls } from './UdfFieldControls';
import { SettingsRow } from './SettingsRow';
import {
  sameEntries,
  selectHasRoom,
  selectJustAdded,
  selectList,
  selectListsSaving,
  selectRepeatedRows,
  selectRowProblems,
} from './settingsSelectors';
import type { WorkspaceSettingsRef } from './useWorkspaceSettingsActor';

const OPTION_PROBLEMS = new Set(['optionsRequired', 'optionsRepeated', 'optionInvalid']);

/** One of the four ordered lists of the workspace's settings, edited in place. */
export function SettingsListCard({ settingsRef, list }: { settingsRef: WorkspaceSettingsRef; list: SettingsListName }) {
  const { t } = useTranslation('workspace');
  const items = useSelector(settingsRef, selectList(list));
  const repeated = useSelector(settingsRef, selectRepeatedRows(list), sameEntries);
  const problems = useSelector(settingsRef, selectRowProblems(list), sameEntries);
  const hasRoom = useSelector(settingsRef, selectHasRoom(list));
  const justAdded = useSelector(settingsRef, selectJustAdded);
  const saving = useSelector(settingsRef, selectListsSaving);
  const titleId = `settings-${list}-title`;
  return (
    <section className="settings-card" aria-labelledby={titleId}>
      <div className="settings-card__intro">
        <h2 id={titleId}>{t(`workspace.lists.${list}.title`)}</h2>
        <p>{t(`workspace.lists.${list}.hint`)}</p>
      </div>
      <div className="settings-card__body">
        {items.length > 0 ? (
          <ol className="settings-list" aria-labelledby={titleId}>
            {items.map((item, index) => {
              const label = t(`workspace.lists.${list}.item`, { position: index + 1 });
              const shownName = item.name.trim() || label;
              const problem = problems[index] ?? null;
              return (
                <SettingsRow
                  key={item.key}
                  settingsRef={settingsRef}
                  list={list}
                  item={item}
                  index={index}
                  count={items.length}
                  label={label}
                  shownName={shownName}
                  problem={problem}
                  repeated={repeated.includes(index)}
                  disabled={saving}
                  autoFocus={item.key === justAdded}
                >
                  {isDraftField(item) ? (
                    <UdfFieldControls
                      settingsRef={settingsRef}
                      field={item}
                      index={index}
                      shownName={shownName}
                      optionsInvalid={problem !== null && OPTION_PROBLEMS.has(problem)}
                      disabled={saving}
                    />
                  ) : null}
                </SettingsRow>
              );
            })}
          </ol>
        ) : (
          <p className="settings-list__empty">{t(`workspace.lists.${list}.empty`)}</p>
        )}
        <div>
          <Button
            type="button"
            label={t(`workspace.lists.${list}.add`)}
            icon="pi pi-plus"
            outlined
            size="small"
            disabled={!hasRoom || saving}
            onClick={() => settingsRef.send({ type: 'item.add', list })}
          />
        </div>
      </div>
    </section>
  );
}
