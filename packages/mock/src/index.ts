/**
 * The public face of privana-mock's engine, for this repository's tests, bench and pack step:
 * start the mock of a set of OpenAPI documents, sign and send webhook events.
 */
export {startMock, type CallRecord, type MockOptions, type RunningMock} from './engine/server';
export type {MockDocument} from './engine/documents';
export {parseFault, FAULT_HEADER, type FaultSpec} from './engine/faults';
export {callLine, parseCallLine} from './cli/callLog';
export {CONTROL_PREFIX} from './engine/server';
