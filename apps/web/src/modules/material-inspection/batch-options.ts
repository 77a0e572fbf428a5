import { useQuery } from '@tanstack/react-query';
import { materialApi, materialKeys } from './material-inspection.api';

export function usePileOptions(projectId: number) {
  const q = useQuery({
    queryKey: materialKeys.piles(projectId),
    queryFn: () => materialApi.piles(projectId),
  });
  return (q.data ?? []).map((p) => ({ value: p.pileId, label: p.pileNo }));
}

/** The project's receipts of one material, for linking a batch or a delivery to its registration. */
export function useRegistrationOptions(projectId: number, kind: 'rebar' | 'concrete') {
  const q = useQuery({
    queryKey: [...materialKeys.all, 'registrations', projectId, 'options', kind],
    queryFn: () => materialApi.registrations({ proId: projectId, kind, limit: 50 }),
  });
  return (q.data?.list ?? []).map((r) => ({
    value: r.id,
    label: `${r.arrivalDate} ${r.supplier}${r.deliveryNote ? ` · ${r.deliveryNote}` : ''}`,
  }));
}

export function useOption() {
  return useQuery({ queryKey: materialKeys.option, queryFn: () => materialApi.option(), staleTime: Infinity })
    .data;
}
