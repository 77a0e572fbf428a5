import {
  businessDaysFromToday,
  citizenIdCheckChar,
  partyExamineGrade,
  partyExamineTotal,
} from '@zhuji/shared';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { partyActivity, partyExamine, partyMember, partyOrg } from './party.table';

const idNumber = (first17: string) => `${first17}${citizenIdCheckChar(first17)}`;

/**
 * 党建 of 江东安置房 一标段: the project's temporary branch under the contractor's party committee and a
 * party group of the labour teams, twelve members, a year's activities (approved, one returned and
 * submitted again, one awaiting the superior, one draft) and the branch's assessments.
 */
export async function seedPartyDemo(tx: DbOrTx, projectId: number, now: Date): Promise<void> {
  const day = (offset: number) => businessDaysFromToday(-offset, now);
  const year = Number(day(0).slice(0, 4));
  const [branch, group] = await tx
    .insert(partyOrg)
    .values([
      {
        projectId,
        name: '江东安置房项目临时党支部',
        orgType: 'TEMPORARY_BRANCH',
        parentName: '钱塘建工集团有限公司党委',
        secretary: '张建国',
        establishedOn: day(300),
        remark: '项目进场后经集团党委批复成立，支部委员 3 人',
      },
      {
        projectId,
        name: '江东安置房项目劳务临时党支部',
        orgType: 'TEMPORARY_BRANCH',
        parentName: '钱塘建工集团有限公司党委',
        secretary: '王建军',
        establishedOn: day(240),
        remark: '由劳务分包班组中的流动党员组成，与项目临时党支部联建共建',
      },
    ])
    .returning();
  if (!branch || !group) return;

  const members: [
    string,
    'MALE' | 'FEMALE',
    typeof branch,
    'FULL' | 'PROBATIONARY',
    string,
    string,
    string,
    string,
  ][] = [
    [
      '张建国',
      'MALE',
      branch,
      'FULL',
      '2003-07-01',
      '项目经理、支部书记',
      '13905710001',
      '33010919780312001',
    ],
    [
      '李晓峰',
      'MALE',
      branch,
      'FULL',
      '2009-06-28',
      '专职质量检查员、组织委员',
      '13905710002',
      '33010919850816003',
    ],
    [
      '周丽萍',
      'FEMALE',
      branch,
      'FULL',
      '2011-05-20',
      '资料员、宣传委员',
      '13905710003',
      '33018219890405002',
    ],
    ['陈国强', 'MALE', branch, 'FULL', '2006-10-12', '项目技术负责人', '13905710004', '33010219800921005'],
    ['沈佳怡', 'FEMALE', branch, 'PROBATIONARY', day(150), '试验员', '13905710005', '33010819960117004'],
    ['吴浩', 'MALE', branch, 'FULL', '2015-07-01', '施工员', '13905710006', '33012219920603007'],
    ['徐海峰', 'MALE', branch, 'FULL', '2013-12-18', '材料员', '13905710007', '33018119880229001'],
    ['王建军', 'MALE', group, 'FULL', '2002-06-30', '钢筋班组长', '13905710008', '34122119760808003'],
    ['刘长青', 'MALE', group, 'FULL', '2008-07-01', '木工班组长', '13905710009', '41152419810511009'],
    ['黄德明', 'MALE', group, 'FULL', '2010-11-07', '桩机机长', '13905710010', '36042119830130005'],
    ['赵春燕', 'FEMALE', group, 'PROBATIONARY', day(90), '劳务资料员', '13905710011', '33012719950722006'],
    ['孙志勇', 'MALE', group, 'FULL', '2017-06-26', '安全员', '13905710012', '33010919900912003'],
  ];
  const roll = await tx
    .insert(partyMember)
    .values(
      members.map(([name, gender, org, memberType, joinedOn, post, phone, id17]) => ({
        projectId,
        name,
        gender,
        orgId: org.id,
        orgName: org.name,
        memberType,
        joinedOn,
        post,
        phone,
        idNumber: idNumber(id17),
      })),
    )
    .returning({ id: partyMember.id, name: partyMember.name, orgId: partyMember.orgId });
  /** The first `n` members of the organisation's roll: who took part in an activity. */
  const attendeesOf = (orgId: number, n: number) => {
    const taking = roll.filter((m) => m.orgId === orgId).slice(0, n);
    return { attendeeIds: taking.map((m) => m.id), attendeeNames: taking.map((m) => m.name).join('、') };
  };
  for (const org of [branch, group]) {
    const [row] = await tx.select({ n: count() }).from(partyMember).where(eq(partyMember.orgId, org.id));
    await tx
      .update(partyOrg)
      .set({ memberCount: row?.n ?? 0 })
      .where(eq(partyOrg.id, org.id));
  }

  const audited = (offset: number) => ({
    submittedAt: new Date(now.getTime() - (offset + 1) * 86_400_000),
    auditorName: '张建国',
    auditedAt: new Date(now.getTime() - offset * 86_400_000),
  });
  await tx.insert(partyActivity).values([
    {
      projectId,
      title: '“安全生产月”主题党日：党员安全责任区挂牌',
      activityType: 'THEME_DAY',
      activityDate: day(160),
      place: '项目部一楼党员活动室',
      orgId: branch.id,
      orgName: branch.name,
      participantCount: 18,
      ...attendeesOf(branch.id, 18),
      content:
        '支部书记讲解“安全生产月”要求，为 1#～6# 桩机作业区划分党员安全责任区并挂牌，党员逐一签订安全承诺书。',
      status: 'APPROVED',
      ...audited(157),
    },
    {
      projectId,
      title: '三会一课：第三季度支部党员大会',
      activityType: 'THREE_MEETINGS',
      activityDate: day(96),
      place: '项目部二楼会议室',
      orgId: branch.id,
      orgName: branch.name,
      participantCount: 7,
      ...attendeesOf(branch.id, 7),
      content:
        '通报上半年支部工作，研究预备党员沈佳怡同志的培养考察计划，研究桩基工程验收阶段党员先锋岗设置。',
      status: 'APPROVED',
      ...audited(93),
    },
    {
      projectId,
      title: '党课：以高质量党建引领安置房工程质量',
      activityType: 'PARTY_LECTURE',
      activityDate: day(62),
      place: '项目部二楼会议室',
      orgId: branch.id,
      orgName: branch.name,
      participantCount: 16,
      ...attendeesOf(branch.id, 16),
      content: '支部书记张建国讲授专题党课，结合灌注桩二次清孔返工案例，讲党员在质量把关中的带头作用。',
      status: 'APPROVED',
      ...audited(58),
    },
    {
      projectId,
      title: '志愿服务：为安置户开放工地开放日',
      activityType: 'VOLUNTEER',
      activityDate: day(30),
      place: '江东安置房项目施工现场',
      orgId: group.id,
      orgName: group.name,
      participantCount: 9,
      ...attendeesOf(group.id, 9),
      content: '劳务党支部党员担任讲解员，带领 40 余户安置户代表参观桩基检测现场和样板间，现场解答质量问题。',
      status: 'SUBMITTED',
      returnReason: '',
      submittedAt: new Date(now.getTime() - 5 * 86_400_000),
      auditorName: '',
      auditedAt: null,
    },
    {
      projectId,
      title: '集中学习：《建设工程质量管理条例》',
      activityType: 'STUDY',
      activityDate: day(20),
      place: '劳务生活区党员活动室',
      orgId: group.id,
      orgName: group.name,
      participantCount: 6,
      ...attendeesOf(group.id, 6),
      content: '劳务党支部集中学习条例第四章施工单位的质量责任和义务，班组长结合本班组工序交流体会。',
      status: 'RETURNED',
      returnReason: '请补充活动照片和参加人员签到表后重新提交',
      ...audited(17),
    },
    {
      projectId,
      title: '主题党日：重温入党誓词',
      activityType: 'THEME_DAY',
      activityDate: day(3),
      place: '项目部一楼党员活动室',
      orgId: branch.id,
      orgName: branch.name,
      participantCount: 11,
      ...attendeesOf(branch.id, 11),
      content: '全体党员面向党旗重温入党誓词，预备党员赵春燕作思想汇报，支部委员进行点评。',
    },
  ]);

  const exams: [typeof branch, string, number, number, number, number, string][] = [
    [branch, `${year - 1}`, 23, 27, 22, 18, '支部组织健全，“三会一课”记录完整，党员先锋岗作用明显。'],
    [branch, `${year}-Q1`, 22, 25, 20, 16, '活动开展正常，党员教育覆盖劳务班组不足。'],
    [branch, `${year}-Q2`, 24, 28, 22, 18, '安全生产月主题党日成效好，建议总结推广。'],
    [group, `${year}-Q2`, 18, 20, 17, 14, '流动党员管理需加强，组织生活按期开展率偏低。'],
  ];
  await tx.insert(partyExamine).values(
    exams.map(([org, period, orgScore, activityScore, educationScore, roleScore, comment]) => {
      const totalScore = partyExamineTotal({ orgScore, activityScore, educationScore, roleScore });
      return {
        projectId,
        orgId: org.id,
        orgName: org.name,
        period,
        orgScore,
        activityScore,
        educationScore,
        roleScore,
        totalScore,
        grade: partyExamineGrade(totalScore),
        examiner: '钱塘建工集团党委组织部',
        comment,
      };
    }),
  );
}
