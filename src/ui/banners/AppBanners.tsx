import { useShellActors } from '../app/root/useShellActors';
import { MaintenanceBanner } from './MaintenanceBanner';
import { MobileWarning } from './MobileWarning';
import { OfflineBanner } from './OfflineBanner';
import { UpdateBanner } from './UpdateBanner';
import './AppBanners.css';

/** The banners of SPEC 8 above every page, most pressing first. */
export function AppBanners() {
  const { maintenanceRef, connectivityRef, updateRef, mobileWarningRef } = useShellActors();
  return (
    <div className="app-banners">
      <MaintenanceBanner maintenanceRef={maintenanceRef} />
      <OfflineBanner connectivityRef={connectivityRef} />
      <UpdateBanner updateRef={updateRef} />
      <MobileWarning mobileWarningRef={mobileWarningRef} />
    </div>
  );
}
