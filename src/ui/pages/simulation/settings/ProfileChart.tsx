import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../../components/charts/ApexChart';
import { profilePoints } from './settingsDocument';

const LAST_STATE = 6;

/** One criterion's degradation profile: the state (0-6) an asset is in by its age in years, as steps. */
export function ProfileChart({ name, profile }: { name: string; profile: readonly number[] }) {
  const { t } = useTranslation('simulations');
  return (
    <ApexChart
      type="line"
      height={220}
      series={[{ name: t('settings.model.state'), data: profilePoints(profile) }]}
      options={{
        chart: { id: `profile-${name}`, toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit' },
        stroke: { curve: 'stepline', width: 3 },
        markers: { size: 4 },
        colors: ['#4f46e5'],
        xaxis: { type: 'numeric', title: { text: t('settings.model.ageAxis') }, decimalsInFloat: 0 },
        yaxis: { min: 0, max: LAST_STATE, tickAmount: LAST_STATE, title: { text: t('settings.model.stateAxis') }, decimalsInFloat: 0 },
        tooltip: { x: { formatter: (age: number) => t('settings.model.ageTooltip', { age }) } },
        grid: { borderColor: '#eef2f7' },
      }}
    />
  );
}
