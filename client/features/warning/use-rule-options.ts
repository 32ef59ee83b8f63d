import { useQuery } from '@tanstack/react-query';
import { warningRuleOptions } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The choices of the rule dialog's scope fields: the caller's billing groups, project groups and tags. */
export function useRuleOptions(enabled: boolean) {
  const options = useQuery({ ...endpointQuery(warningRuleOptions, undefined), enabled });
  const data = options.data;
  return {
    billing_group_id: data?.billing_groups.map((g) => ({ value: String(g.id), label: g.name })) ?? [],
    project_group_id: data?.project_groups.map((g) => ({ value: String(g.id), label: g.name })) ?? [],
    tag: data?.tags.map((tag) => ({ value: tag, label: tag })) ?? [],
  };
}
