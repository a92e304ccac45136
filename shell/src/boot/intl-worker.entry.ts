// The worker that reads ICU's data, as the start script starts it (built to dist/intl-worker.js).
import { answerIcuReads, type IntlWorkerScope } from './intl-worker';

answerIcuReads(self as unknown as IntlWorkerScope);
