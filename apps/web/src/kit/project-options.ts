import { useQuery } from '@tanstack/react-query';
import { projectCalls } from '@zhuji/shared';
import { call } from '../api/call';

/** GET /api/project/new/options — divisions, contract modes, audit and progress statuses, party types. */
const fetchProjectOptions = () => call(projectCalls.newOptions);

/** The registration choices, labelled by the server in the UI language (the language cookie). */
export function useProjectOptions() {
  return useQuery({ queryKey: ['project', 'options'], queryFn: fetchProjectOptions, staleTime: 10 * 60_000 });
}

/** The label of an option value, or the value itself while the options load. */
export function optionLabel<V>(options: readonly { value: V; label: string }[] | undefined, value: V | null) {
  if (value === null || value === undefined) return undefined;
  return options?.find((o) => o.value === value)?.label ?? String(value);
}
