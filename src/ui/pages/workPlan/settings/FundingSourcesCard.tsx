import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ColumnGroup } from 'primereact/columngroup';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Row } from 'primereact/row';
import { useTranslation } from 'react-i18next';
import type { FundingSource, WorkPlanSettings } from '../../../../api/schemas/workPlan.schema';
import { describeFailure } from '../../../components/describeFailure';
import { useFormat } from '../../../format/useFormat';
import { ItemDialog } from './ItemDialog';
import { RemoveItemDialog } from './RemoveItemDialog';
import { useWorkPlanSettingsListActor } from './useWorkPlanSettingsActors';
import { selectHasRoom, selectItems, selectListBusy, selectListFailure, selectReorderFailed } from './workPlanSettingsSelectors';

type FundingSourcesCardProps = { workPlanId: string; settings: WorkPlanSettings; readOnly: boolean };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The plan's funding sources with a budget for each planning year (the saved time frame's), their
 * totals by year and by source; ordered by dragging a row.
 */
export function FundingSourcesCard({ workPlanId, settings, readOnly }: FundingSourcesCardProps) {
  const { t } = useTranslation('workPlanSettings');
  const format = useFormat();
  const listRef = useWorkPlanSettingsListActor(workPlanId, 'funding_sources', settings);
  const sources = useSelector(listRef, selectItems) as FundingSource[];
  const busy = useSelector(listRef, selectListBusy);
  const hasRoom = useSelector(listRef, selectHasRoom);
  const failure = useSelector(listRef, selectListFailure);
  const reorderFailed = useSelector(listRef, selectReorderFailed);
  const years = settings.time_frame.years;
  const budgetOf = (source: FundingSource, index: number) => source.budgets[index] ?? 0;
  const yearTotals = years.map((_, index) => sum(sources.map((source) => budgetOf(source, index))));
  const money = (value: number) => format.currency(value);

  const footer = (
    <ColumnGroup>
      <Row>
        <Column footer={t('fundingSources.total')} colSpan={readOnly ? 1 : 2} frozen className="funding-table__name" />
        {yearTotals.map((total, index) => (
          <Column key={years[index]!.label} footer={money(total)} className="funding-table__number" />
        ))}
        <Column footer={money(sum(yearTotals))} className="funding-table__number funding-table__total" frozen alignFrozen="right" />
        {readOnly ? null : <Column frozen alignFrozen="right" />}
      </Row>
    </ColumnGroup>
  );

  return (
    <section className="settings-card settings-card--wide" aria-labelledby="work-plan-funding-title">
      <div className="settings-card__intro settings-card__intro--row">
        <div>
          <h2 id="work-plan-funding-title">{t('fundingSources.title')}</h2>
          <p>{t('fundingSources.hint', { count: years.length })}</p>
        </div>
        {readOnly ? null : (
          <Button
            type="button"
            label={t('fundingSources.add')}
            icon="pi pi-plus"
            outlined
            size="small"
            disabled={!hasRoom || busy}
            onClick={() => listRef.send({ type: 'item.add' })}
          />
        )}
      </div>
      <div className="settings-card__body">
        {reorderFailed && failure ? <Message severity="error" text={describeFailure(t, failure)} className="work-plan-settings__notice" /> : null}
        {sources.length === 0 ? (
          <p className="work-plan-list__empty">{readOnly ? t('fundingSources.emptyReadOnly') : t('fundingSources.empty')}</p>
        ) : (
          <DataTable
            value={sources}
            dataKey="id"
            reorderableRows={!readOnly && !busy}
            onRowReorder={(event) => listRef.send({ type: 'item.move', from: event.dragIndex, to: event.dropIndex })}
            footerColumnGroup={footer}
            scrollable
            className="table-card funding-table"
            aria-labelledby="work-plan-funding-title"
            aria-busy={busy}
          >
            {readOnly ? null : <Column rowReorder frozen style={{ width: '2.75rem' }} />}
            <Column header={t('fundingSources.name')} field="name" frozen className="funding-table__name" />
            {years.map((year, index) => (
              <Column
                key={year.label}
                header={year.label}
                className="funding-table__number"
                body={(source: FundingSource) => money(budgetOf(source, index))}
              />
            ))}
            <Column
              header={t('fundingSources.total')}
              className="funding-table__number funding-table__total"
              frozen
              alignFrozen="right"
              body={(source: FundingSource) => money(sum(years.map((_, index) => budgetOf(source, index))))}
            />
            {readOnly ? null : (
              <Column
                frozen
                alignFrozen="right"
                className="funding-table__actions"
                body={(source: FundingSource) => (
                  <div className="row-actions">
                    <Button
                      type="button"
                      icon="pi pi-pencil"
                      text
                      rounded
                      disabled={busy}
                      aria-label={t('lists.edit', { name: source.name })}
                      onClick={() => listRef.send({ type: 'item.edit', id: source.id })}
                    />
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      rounded
                      severity="danger"
                      disabled={busy}
                      aria-label={t('lists.remove', { name: source.name })}
                      onClick={() => listRef.send({ type: 'item.remove', id: source.id })}
                    />
                  </div>
                )}
              />
            )}
          </DataTable>
        )}
      </div>
      {readOnly ? null : (
        <>
          <ItemDialog listRef={listRef} list="funding_sources" years={years} />
          <RemoveItemDialog listRef={listRef} list="funding_sources" />
        </>
      )}
    </section>
  );
}
