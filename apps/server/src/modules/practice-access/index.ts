// The practice-access module's entry: other folders use the module only through this file (decision 063).
export {
  assertPracticeActive,
  findPracticeAccess,
  findVisiblePractice,
  isMemberType,
  isPracticeMember,
  lockActivePractice,
  practiceNotFound,
} from './policy';
export { toPracticeResponse } from './practice-response';
