import path from 'node:path';
import { loadConfig } from '../config';
import { turnMaintenanceOff, turnMaintenanceOn } from '../maintenance/maintenanceSwitch';

const USAGE = `Usage:
  npm run maintenance -- on ["message"] [status page URL]
  npm run maintenance -- off`;

const config = loadConfig();
if (!config.maintenanceFile) {
  console.error('No maintenance file: set MAINTENANCE_FILE or DATA_DIR.');
  process.exit(2);
}
const [command, message, statusPageUrl] = process.argv.slice(2);
if (command === 'on') {
  turnMaintenanceOn(config.maintenanceFile, { message: message || undefined, status_page_url: statusPageUrl || undefined });
  console.log(`Maintenance is ON (${path.relative(process.cwd(), config.maintenanceFile)}).`);
} else if (command === 'off') {
  turnMaintenanceOff(config.maintenanceFile);
  console.log('Maintenance is OFF.');
} else {
  console.error(USAGE);
  process.exit(2);
}
