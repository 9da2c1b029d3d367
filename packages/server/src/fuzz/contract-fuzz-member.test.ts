import { endpointList } from '@saham/domain/api/contract';
import { describeContractFuzz, isMemberSide } from './contract-fuzz-suite.ts';

// Issue 24: the member service's calls and the legacy calls (the other half: contract-fuzz-services).
describeContractFuzz(
  'member and legacy calls',
  'src/fuzz/contract-fuzz-member.test.ts',
  endpointList.filter(isMemberSide),
);
