import {
  type ClientInfoResponse,
  type CountryItemVo,
  type CustomDataRequest,
  profileEndpoints,
  type UpdateClientRequest,
  type UpdateClientResponse,
} from "@portal/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "./client.ts";
import { sessionQueryOptions } from "./session.ts";

/**
 * The profile's calls (part 1 §7): the client info, the country list, the PIN-verified update of
 * /verify and the declaration's custom-data POST. Shared by the profile and the declaration pages.
 */
export const profileKeys = {
  client: (clientNmbr: number, clntRltnshpNmbr: number | null) =>
    ["profile", "client", clientNmbr, clntRltnshpNmbr] as const,
  countries: ["profile", "countries"] as const,
};

/** profileEndpoints.client: the member's details, contacts and declaration state, for the chosen account. */
export const clientQuery = (clientNmbr: number, clntRltnshpNmbr: number | null) =>
  queryOptions({
    queryKey: profileKeys.client(clientNmbr, clntRltnshpNmbr),
    queryFn: ({ signal }): Promise<ClientInfoResponse> =>
      call(
        profileEndpoints.client,
        { query: { clientNmbr, clntRltnshpNmbr: clntRltnshpNmbr || undefined } },
        { signal },
      ),
  });

export function useClient(clientNmbr: number | null, clntRltnshpNmbr: number | null) {
  return useQuery({ ...clientQuery(clientNmbr ?? 0, clntRltnshpNmbr), enabled: clientNmbr !== null });
}

/** profileEndpoints.countryList: the visible jurisdictions; reference data, kept for the visit. */
export function useCountryList() {
  return useQuery({
    queryKey: profileKeys.countries,
    queryFn: ({ signal }): Promise<CountryItemVo[]> => call(profileEndpoints.countryList, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** profileEndpoints.updateClient: the staged change with the PIN; the client info is read again afterwards. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateClientRequest): Promise<UpdateClientResponse> =>
      call(profileEndpoints.updateClient, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["profile", "client"] }),
  });
}

/** profileEndpoints.customData: the US-tax-status declaration (codes 227 and 229). */
export function useDeclare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (records: CustomDataRequest): Promise<void> =>
      call(profileEndpoints.customData, { body: records }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["profile", "client"] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}
