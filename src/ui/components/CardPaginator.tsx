import { Paginator } from 'primereact/paginator';
import '../styles/cardPaginator.css';

type CardPaginatorProps = {
  /** The list's own class, for the spacing its page gives it. */
  className: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** "Showing {first} to {last} of {totalRecords} …", in the list's words. */
  report: string;
  /** The 1-based page chosen; the page scrolls back to the top of the cards first. */
  onPageChange: (page: number) => void;
};

/** "Showing 1 to 50 of 62 …" and the page links, under a list of cards. */
export function CardPaginator({ className, page, pageSize, total, report, onPageChange }: CardPaginatorProps) {
  return (
    <Paginator
      className={`card-paginator ${className}`}
      first={(page - 1) * pageSize}
      rows={pageSize}
      totalRecords={total}
      onPageChange={(event) => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        onPageChange(event.page + 1);
      }}
      template="CurrentPageReport FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink"
      currentPageReportTemplate={report}
    />
  );
}
