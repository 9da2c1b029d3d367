import { endpointList } from '@saham/domain/api/contract';
import { describeContractFuzz, isMemberSide } from './contract-fuzz-suite.ts';

// Issue 24: content, console, event, CRM, emitten, notification and Tanya Saham calls (the
// other half: contract-fuzz-member).
describeContractFuzz(
  'content, market and Tanya Saham calls',
  'src/fuzz/contract-fuzz-services.test.ts',
  endpointList.filter((endpoint) => !isMemberSide(endpoint)),
);
