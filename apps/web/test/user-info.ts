import { CONTRACT_MODE, DIVISION, type UserInfo } from '@zhuji/shared';

type CurrentProject = NonNullable<UserInfo['currentProject']>;

/** The demo's 一标段 桩基工程 as a session's current project (audited, both stages set up). */
export const pileProjectFixture = (overrides: Partial<CurrentProject> = {}): CurrentProject => ({
  id: 11,
  name: '一标段 桩基工程',
  division: DIVISION.PILE_FOUNDATION,
  money: '3860.5000',
  contractModeValue: CONTRACT_MODE.PUBLIC_BIDDING,
  auditStatus: 3,
  baseStatus: 1,
  mainStatus: 1,
  ...overrides,
});

/**
 * What /api/user/info answers for a signed-in user, for tests that stub it: 张建国, 项目经理 of 浙江华东建工集团
 * on 一标段 桩基工程, unless `overrides` names someone else.
 */
export const userInfoFixture = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 1,
  name: '张建国',
  roles: [{ id: 3, name: '项目经理', compType: 1 }],
  currentRole: { id: 3, name: '项目经理', compType: 1 },
  currentAccount: { checkCode: false, situation: 1, name: '张建国', phone: '13805710001', judge: false },
  units: [],
  currentUnit: { id: 2, name: '浙江华东建工集团有限公司', compTypeId: 1 },
  currentProject: pileProjectFixture(),
  collaboration: { msgCount: 0 },
  showOutputNotice: false,
  version: 'V1.0.0',
  routes: [],
  avatar: null,
  introduction: '',
  accountType: 'member',
  setting: {},
  showSubmitNumber: true,
  ...overrides,
});
