import { useParams } from 'wouter';
import { idSchema } from '../../../api/schemas/common.schema';
import { ReportNotFound } from './ReportNotFound';
import { ReportPage } from './ReportPage';
import { SignedInOutsideShell } from './SignedInOutsideShell';

const isReportType = (value: string | undefined): value is 'simulation' | 'workspace' => value === 'simulation' || value === 'workspace';

/**
 * /report/simulation/{id}/{reportId} and /report/workspace/{id}/{reportId} (SPEC 2): a report on a
 * page of its own, matched by type, id and code; anything else is 'Resource Not Found'. Sign-in
 * and membership are needed as for every read (a non-member's read answers 404 too).
 */
export function ReportRoute() {
  const { type, id = '', reportId = '' } = useParams<{ type: string; id: string; reportId: string }>();
  const valid = isReportType(type) && idSchema.safeParse(id).success && reportId !== '';
  return (
    <SignedInOutsideShell>
      {valid ? <ReportPage key={`${type}/${id}/${reportId}`} type={type} id={id} code={decodeURIComponent(reportId)} /> : <ReportNotFound />}
    </SignedInOutsideShell>
  );
}
