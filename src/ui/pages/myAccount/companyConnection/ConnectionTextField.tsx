import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import type { CompanyConnectionRef } from './useCompanyConnectionActor';

type TextField = 'companyName' | 'clientId' | 'serverDomain';

type ConnectionTextFieldProps = {
  connectionRef: CompanyConnectionRef;
  field: TextField;
  value: string;
  error: string | undefined;
  /** A sample value shown while the field is empty. */
  example?: string;
};

/** One of the connection's plain text fields: its label, its value and its error. */
export function ConnectionTextField({ connectionRef, field, value, error, example }: ConnectionTextFieldProps) {
  const { t } = useTranslation('myAccount');
  return (
    <FormField id={`company-${field}`} label={t(`myAccount.company.fields.${field}`)} error={error}>
      <InputText
        id={`company-${field}`}
        value={value}
        placeholder={example}
        invalid={error !== undefined}
        onChange={(event) => connectionRef.send({ type: 'field.change', field, value: event.target.value })}
      />
    </FormField>
  );
}
