import { portfolioInputSchema, type PortfolioDetail } from '../../../../api/schemas/portfolio.schema';
import { NameAndDescriptionForm } from '../../../components/detailsForm/NameAndDescriptionForm';
import type { PortfolioDetailRef } from '../usePortfolioDetailActor';
import { usePortfolioSettingsActor } from './usePortfolioSettingsActor';

const LIMITS = {
  name: portfolioInputSchema.shape.name.maxLength ?? 100,
  description: portfolioInputSchema.shape.description.unwrap().maxLength ?? 250,
};

type DetailsFormProps = {
  detailRef: PortfolioDetailRef;
  portfolio: PortfolioDetail;
};

/** The portfolio's name (100) and description (250), saved together. */
export function DetailsForm({ detailRef, portfolio }: DetailsFormProps) {
  const formRef = usePortfolioSettingsActor(detailRef, portfolio);
  return <NameAndDescriptionForm formRef={formRef} texts="portfolio:portfolio.settings" limits={LIMITS} descriptionRows={4} />;
}
