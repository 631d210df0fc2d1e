import { workspaceUpdateSchema, type WorkspaceDetail } from '../../../../api/schemas/workspace.schema';
import { NameAndDescriptionForm } from '../../../components/detailsForm/NameAndDescriptionForm';
import type { WorkspaceDetailRef } from '../useWorkspaceDetailActor';
import { useWorkspaceDetailsFormActor } from './useWorkspaceDetailsFormActor';

const LIMITS = {
  name: workspaceUpdateSchema.shape.name.maxLength ?? 100,
  description: workspaceUpdateSchema.shape.description.maxLength ?? 250,
};

type DetailsFormProps = {
  detailRef: WorkspaceDetailRef;
  workspace: WorkspaceDetail;
};

/** The workspace's name (100) and description (250), saved together. */
export function DetailsForm({ detailRef, workspace }: DetailsFormProps) {
  const formRef = useWorkspaceDetailsFormActor(detailRef, workspace);
  return <NameAndDescriptionForm formRef={formRef} texts="workspace:workspace.settings" limits={LIMITS} descriptionRows={3} />;
}
