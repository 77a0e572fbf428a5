import { type CallBody, type CallData, curingCalls } from '@zhuji/shared';
import { call } from '../../api/call';

export type CuringReadingList = CallData<typeof curingCalls.readings>;
export type CuringExcursion = CallData<typeof curingCalls.excursions>[number];
export type CuringStay = CallData<typeof curingCalls.stays>[number];

/** The calls of apps/server/src/modules/curing beyond the room register (declared in @zhuji/shared curingCalls). */
export const curingApi = {
  room: (id: number) => call(curingCalls.room.detail, { query: { id } }),
  readings: (roomId: number, from?: string) =>
    call(curingCalls.readings, { query: { roomId, ...(from ? { from } : {}) } }),
  addReadings: (body: CallBody<typeof curingCalls.addReadings>) => call(curingCalls.addReadings, { body }),
  excursions: (roomId: number) => call(curingCalls.excursions, { query: { roomId } }),
  stays: (roomId: number) => call(curingCalls.stays, { query: { roomId } }),
  candidates: (roomId: number) => call(curingCalls.candidates, { query: { roomId } }),
  assign: (body: CallBody<typeof curingCalls.assign>) => call(curingCalls.assign, { body }),
  moveOut: (body: CallBody<typeof curingCalls.moveOut>) => call(curingCalls.moveOut, { body }),
  issueKey: (id: number) => call(curingCalls.issueKey, { body: { id } }),
  revokeKey: (id: number) => call(curingCalls.revokeKey, { body: { id } }),
};

export const curingKeys = {
  room: (id: number) => ['curing', 'room', id] as const,
  readings: (id: number) => ['curing', 'readings', id] as const,
  excursions: (id: number) => ['curing', 'excursions', id] as const,
  stays: (id: number) => ['curing', 'stays', id] as const,
  candidates: (id: number) => ['curing', 'candidates', id] as const,
};
