import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insights } from '../../../../api/schemas/project.schema';
import { useFormat } from '../../../format/useFormat';
import { useOpenSidePanel } from '../sidePanel/sidePanelLink';
import { formatPlanSpan } from './insightsDates';
import { boardColumns } from './insightsSelectors';

type Project = Insights['projects'][number];
type Column = Insights['board'][number];

type InsightsBoardProps = {
  insights: Insights;
  /** The caller may change a project's status (workPlans.write). */
  canEdit: boolean;
  /** A move is on its way: cards wait until the server has answered. */
  moving: boolean;
  onMove: (projectId: string, statusId: string) => void;
};

const DRAG_TYPE = 'application/x-horizon-project';
/** Projects without a status have a column only while there are some: no status is a drop target. */
const NO_STATUS_KEY = 'none';

/**
 * The Board (SPEC 2 "Work Plan insights"): a column per status item of the plan's settings, with
 * its colour, count and proposed spend, and the projects as cards. A card dragged to another
 * column, or moved with its status menu (the keyboard's way), takes that status.
 */
export function InsightsBoard({ insights, canEdit, moving, onMove }: InsightsBoardProps) {
  const { t } = useTranslation('workPlanInsights');
  const format = useFormat();
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const statuses = insights.board.flatMap((column) => (column.status ? [column.status] : []));
  const columns = boardColumns(insights);
  const draggable = canEdit && !moving;

  const drop = (event: DragEvent, column: Column) => {
    event.preventDefault();
    setDropTarget(null);
    const projectId = event.dataTransfer.getData(DRAG_TYPE);
    if (projectId && column.status) onMove(projectId, column.status.id);
  };

  return (
    <section className="insights-board" aria-label={t('board.label')} data-testid="insights-board">
      <p className="insights-hint">
        <i className="pi pi-info-circle" aria-hidden="true" />
        {canEdit ? t('board.dragHint') : t('board.readOnly')}
      </p>
      <div className="insights-board__columns">
        {columns.map((column) => {
          const key = column.status?.id ?? NO_STATUS_KEY;
          const { cards, spend } = column;
          const name = column.status?.name ?? t('board.noStatus');
          const accepts = draggable && column.status !== null;
          return (
            <div
              key={key}
              className={`insights-board__column${dropTarget === key ? ' insights-board__column--target' : ''}`}
              data-testid={`board-column-${name}`}
              aria-label={name}
              role="group"
              onDragOver={
                accepts
                  ? (event) => {
                      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      setDropTarget(key);
                    }
                  : undefined
              }
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
              }}
              onDrop={accepts ? (event) => drop(event, column) : undefined}
            >
              <header className="insights-board__header" style={{ borderTopColor: column.status?.colour ?? 'var(--app-border-strong)' }}>
                <span className="insights-board__swatch" style={{ background: column.status?.colour ?? 'var(--app-border-strong)' }} aria-hidden="true" />
                <span className="insights-board__name">{name}</span>
                <span className="insights-board__count" data-testid="board-column-count">
                  {cards.length}
                </span>
                <span className="insights-board__total">{format.currency(spend)}</span>
              </header>
              <div className="insights-board__cards">
                {cards.length === 0 ? <p className="insights-board__empty">{canEdit ? t('board.emptyColumn') : t('board.noProjects')}</p> : null}
                {cards.map((project) => (
                  <ProjectCard key={project.id} project={project} statuses={statuses} draggable={draggable} canEdit={canEdit && !moving} onMove={onMove} />
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

type ProjectCardProps = {
  project: Project;
  statuses: ReadonlyArray<NonNullable<Column['status']>>;
  draggable: boolean;
  canEdit: boolean;
  onMove: (projectId: string, statusId: string) => void;
};

function ProjectCard({ project, statuses, draggable, canEdit, onMove }: ProjectCardProps) {
  const { t } = useTranslation('workPlanInsights');
  const format = useFormat();
  const openSidePanel = useOpenSidePanel();
  const menu = useRef<Menu>(null);
  const [dragging, setDragging] = useState(false);
  const items: MenuItem[] = statuses
    .filter((status) => status.id !== project.status?.id)
    .map((status) => ({
      label: t('board.moveTo', { status: status.name }),
      template: (item, options) => (
        <button type="button" className={`${options.className} insights-board__menu-item`} onClick={options.onClick}>
          <span className="insights-board__swatch" style={{ background: status.colour }} aria-hidden="true" />
          {item.label}
        </button>
      ),
      command: () => onMove(project.id, status.id),
    }));
  const open = () => openSidePanel({ view: 'project_details', projectId: project.id });
  return (
    <article
      className={`insights-card${dragging ? ' insights-card--dragging' : ''}${draggable ? ' insights-card--draggable' : ''}`}
      data-testid="board-card"
      data-project-id={project.id}
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, project.id);
        event.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
    >
      <div className="insights-card__top">
        <button type="button" className="insights-card__name" onClick={open}>
          {project.name}
        </button>
        {canEdit && items.length > 0 ? (
          <>
            <Button
              type="button"
              icon="pi pi-ellipsis-v"
              rounded
              text
              size="small"
              className="insights-card__menu"
              aria-label={t('board.statusMenu', { name: project.name })}
              aria-haspopup="menu"
              onClick={(event) => menu.current?.toggle(event)}
            />
            <Menu model={items} popup ref={menu} />
          </>
        ) : null}
      </div>
      {project.priority ? <span className="insights-card__priority">{t('board.priority', { name: project.priority.name })}</span> : null}
      <p className="insights-card__meta">
        <span>{t('board.phases', { count: project.phase_count })}</span>
        <span aria-hidden="true">·</span>
        <span>{t('board.treatments', { count: project.treatment_count })}</span>
      </p>
      <p className="insights-card__dates">
        <i className="pi pi-calendar" aria-hidden="true" />
        {project.start_date ? formatPlanSpan(project.start_date, project.end_date, format) : t('board.noPhases')}
      </p>
      <p className="insights-card__cost">{format.currency(project.proposed_spend)}</p>
    </article>
  );
}
