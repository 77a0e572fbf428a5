import type {
  DetectionDetail,
  DetectionItem,
  DetectionRequirement,
  DetectionResult,
  DetectionSave,
  DrawItem,
  GovSubmission,
  Page,
} from '@zhuji/shared';
import { get, post, type Query } from '../../api/request';

export interface DrawVerify {
  id: number;
  hashMatches: boolean;
  selectionMatches: boolean;
  recomputed: string[];
}
export interface SubStatistics {
  results: number;
  piles: number;
  byClass: Record<'I' | 'II' | 'III' | 'IV', number>;
  bearingPass: number;
  bearingFail: number;
  failed: number;
  checked: number;
  byMethod: Record<string, number>;
}
export interface PileNumberEntry {
  pileId: number;
  pileNo: string;
  groupId: number;
  status: string;
  tested: string[];
}

/** The calls of apps/server/src/modules/pile-detection/pile-detection.routes.ts. */
export const detectionApi = {
  requirement: (projectId: number) =>
    get<DetectionRequirement>('inspection/requirement', { proId: projectId }),
  saveBasis: (body: {
    groupId: number;
    complexGround: boolean;
    lowReliability: boolean;
    endBearingLargeDiameter: boolean;
    columnCaps: number;
  }) => post<DetectionRequirement>('inspection/basis/save', body),
  draw: (body: {
    projectId: number;
    groupId: number;
    category: string;
    count?: number;
    mustInclude: string[];
    seed?: string;
  }) => post<DrawItem>('inspection/randomPileNumberList', body),
  draws: (query: Query) => get<Page<DrawItem>>('inspection/draw/list', query),
  verify: (id: number) => get<DrawVerify>('inspection/draw/verify', { id }),
  pileNumbers: (projectId: number, groupId?: number) =>
    get<PileNumberEntry[]>('inspection/pileNumberList', { proId: projectId, groupId }),
  list: (query: Query) => get<Page<DetectionItem>>('inspection/list', query),
  detail: (id: number) => get<DetectionDetail>('inspection/detail', { id }),
  add: (body: Omit<DetectionSave, 'id'>) => post<DetectionDetail>('inspection/add', body),
  update: (body: DetectionSave) => post<DetectionDetail>('inspection/update', body),
  statistics: (projectId: number) => get<SubStatistics>('subInspection/statistics', { proId: projectId }),
  results: (query: Query) => get<Page<DetectionResult>>('subInspection/getList', query),
  check: (ids: number[]) => post<{ checked: number }>('subInspection/manualCheck', { ids }),
  correct: (body: {
    id: number;
    integrityClass?: string | null;
    bearingPass?: boolean | null;
    reason: string;
  }) => post<DetectionResult>('subInspection/manualUpdate', body),
  submissions: (projectId: number) =>
    get<GovSubmission[]>('government/construction/submit', { proId: projectId }),
  submit: (body: { projectId: number; groupId: number; category: string; mustInclude: string[] }) =>
    post<GovSubmission>('government/construction/submit', body),
  govRandom: (submissionId: number, seed?: string) =>
    post<GovSubmission>('government/construction/random', { submissionId, seed }),
  govMove: (body: { drawId: number; fromPileNo: string; toPileNo: string; reason: string }) =>
    post<GovSubmission>('government/construction/move', body),
  govRegister: (submissionId: number) =>
    post<GovSubmission>('government/construction/registration', { submissionId }),
};

export const detectionKeys = {
  all: ['pile-detection'] as const,
  requirement: (projectId: number) => ['pile-detection', 'requirement', projectId] as const,
};
