// The only file under src/ allowed to import mocks/ (enforced by lint): main.tsx loads it
// dynamically behind PUBLIC_MOCK, so production builds without mock mode never contain it.
export { startMockWorker } from '@mocks/browser';
