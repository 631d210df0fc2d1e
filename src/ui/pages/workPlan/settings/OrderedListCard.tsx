import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { WORK_PLAN_LIST_MAX, type StatusItem, type UdfField, type WorkPlanSettings } from '../../../../api/schemas/workPlan.schema';
import type { WorkPlanListItem, WorkPlanListName } from '../../../../machines/workPlanSettingsItems';
import { describeFailure } from '../../../components/describeFailure';
import { ItemDialog } from './ItemDialog';
import { RemoveItemDialog } from './RemoveItemDialog';
import { useWorkPlanSettingsListActor, type WorkPlanSettingsListRef } from './useWorkPlanSettingsActors';
import { selectHasRoom, selectItems, selectListBusy, selectListFailure, selectReorderFailed } from './workPlanSettingsSelectors';

/** The drag's payload: which row of which list, so that a drop on another list does nothing. */
const DRAG_TYPE = 'application/x-horizon-work-plan-row';

type OrderedListCardProps = { workPlanId: string; list: Exclude<WorkPlanListName, 'funding_sources'>; settings: WorkPlanSettings; readOnly: boolean };

/** Priority types, status types or user-defined fields: an ordered list, each change written at once. */
export function OrderedListCard({ workPlanId, list, settings, readOnly }: OrderedListCardProps) {
  const { t } = useTranslation('workPlanSettings');
  const listRef = useWorkPlanSettingsListActor(workPlanId, list, settings);
  const items = useSelector(listRef, selectItems);
  const busy = useSelector(listRef, selectListBusy);
  const hasRoom = useSelector(listRef, selectHasRoom);
  const failure = useSelector(listRef, selectListFailure);
  const reorderFailed = useSelector(listRef, selectReorderFailed);
  const titleId = `work-plan-${list}-title`;
  return (
    <section className="settings-card" aria-labelledby={titleId}>
      <div className="settings-card__intro">
        <h2 id={titleId}>{t(`lists.${list}.title`)}</h2>
        <p>{t(`lists.${list}.hint`)}</p>
        <p className="settings-card__meta">{t('lists.count', { count: items.length, max: WORK_PLAN_LIST_MAX })}</p>
      </div>
      <div className="settings-card__body">
        {reorderFailed && failure ? <Message severity="error" text={describeFailure(t, failure)} className="work-plan-settings__notice" /> : null}
        {items.length > 0 ? (
          <ol className={`work-plan-list${readOnly ? ' work-plan-list--read-only' : ''}`} aria-labelledby={titleId} aria-busy={busy}>
            {items.map((item, index) => (
              <ListRow key={item.id} listRef={listRef} list={list} item={item} index={index} count={items.length} readOnly={readOnly} disabled={busy} />
            ))}
          </ol>
        ) : (
          <p className="work-plan-list__empty">{t(`lists.${list}.empty`)}</p>
        )}
        {readOnly ? null : (
          <div>
            <Button
              type="button"
              label={t(`lists.${list}.add`)}
              icon="pi pi-plus"
              outlined
              size="small"
              disabled={!hasRoom || busy}
              onClick={() => listRef.send({ type: 'item.add' })}
            />
          </div>
        )}
      </div>
      {readOnly ? null : (
        <>
          <ItemDialog listRef={listRef} list={list} />
          <RemoveItemDialog listRef={listRef} list={list} />
        </>
      )}
    </section>
  );
}

type ListRowProps = {
  listRef: WorkPlanSettingsListRef;
  list: WorkPlanListName;
  item: WorkPlanListItem;
  index: number;
  count: number;
  readOnly: boolean;
  disabled: boolean;
};

function ListRow({ listRef, list, item, index, count, readOnly, disabled }: ListRowProps) {
  const { t } = useTranslation('workPlanSettings');
  const move = (to: number) => listRef.send({ type: 'item.move', from: index, to });
  const field = list === 'udf_fields' ? (item as UdfField) : null;
  const colour = list === 'status_items' ? (item as StatusItem).colour : null;
  return (
    <li
      className="work-plan-row"
      data-testid={`${list}-row`}
      onDragOver={(event) => {
        if (!readOnly && event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={(event) => {
        const [fromList, from] = event.dataTransfer.getData(DRAG_TYPE).split(':');
        if (fromList !== list) return;
        event.preventDefault();
        listRef.send({ type: 'item.move', from: Number(from), to: index });
      }}
    >
      {readOnly ? null : (
        <span
          className="work-plan-row__handle"
          draggable={!disabled}
          title={t('lists.drag')}
          aria-hidden="true"
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, `${list}:${index}`);
            event.dataTransfer.effectAllowed = 'move';
          }}
        >
          <i className="pi pi-bars" />
        </span>
      )}
      <span className="work-plan-row__position" aria-hidden="true">
        {index + 1}
      </span>
      {colour ? <span className="work-plan-row__swatch" style={{ background: colour }} title={colour} aria-hidden="true" /> : null}
      <div className="work-plan-row__main">
        <span className="work-plan-row__name">{item.name}</span>
        {field ? (
          <div className="work-plan-row__details">
            <Tag value={t(`lists.types.${field.type}`)} className="work-plan-row__type" />
            {field.required ? <Tag value={t('lists.requiredTag')} severity="warning" className="work-plan-row__type" /> : null}
            {field.options.map((option) => (
              <span key={option} className="work-plan-row__option">
                {option}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      {readOnly ? null : (
        <div className="work-plan-row__actions">
          <Button type="button" icon="pi pi-arrow-up" text rounded disabled={disabled || index === 0} aria-label={t('lists.moveUp', { name: item.name })} onClick={() => move(index - 1)} />
          <Button
            type="button"
            icon="pi pi-arrow-down"
            text
            rounded
            disabled={disabled || index === count - 1}
            aria-label={t('lists.moveDown', { name: item.name })}
            onClick={() => move(index + 1)}
          />
          <Button type="button" icon="pi pi-pencil" text rounded disabled={disabled} aria-label={t('lists.edit', { name: item.name })} onClick={() => listRef.send({ type: 'item.edit', id: item.id })} />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            disabled={disabled}
            aria-label={t('lists.remove', { name: item.name })}
            onClick={() => listRef.send({ type: 'item.remove', id: item.id })}
          />
        </div>
      )}
    </li>
  );
}
