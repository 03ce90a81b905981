import {
  type ClientInfoResponse,
  type CountryItemVo,
  type CustomDataRequest,
  clientInfoResponse,
  countryListResponse,
  type UpdateClientRequest,
  type UpdateClientResponse,
  updateClientResponse,
} from "@portal/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "./http.ts";
import { sessionQueryOptions } from "./session.ts";

/**
 * The profile's calls (part 1 §7): the client info, the country list, the PIN-verified update of
 * /verify and the declaration's custom-data POST. Shared by the profile and the declaration pages.
 */
export const profileKeys = {
  client: (clientNmbr: number, clntRltnShpNmbr: number | null) =>
    ["profile", "client", clientNmbr, clntRltnShpNmbr] as const,
  countries: ["profile", "countries"] as const,
};

/** GET /api/client: the member's details, contacts and declaration state, for the chosen account. */
export const clientQuery = (clientNmbr: number, clntRltnShpNmbr: number | null) =>
  queryOptions({
    queryKey: profileKeys.client(clientNmbr, clntRltnShpNmbr),
    queryFn: ({ signal }): Promise<ClientInfoResponse> =>
      apiRequest(
        `/api/client?clientNmbr=${clientNmbr}${clntRltnShpNmbr ? `&clntRltnShpNmbr=${clntRltnShpNmbr}` : ""}`,
        { schema: clientInfoResponse, signal },
      ),
  });

export function useClient(clientNmbr: number | null, clntRltnShpNmbr: number | null) {
  return useQuery({ ...clientQuery(clientNmbr ?? 0, clntRltnShpNmbr), enabled: clientNmbr !== null });
}

/** GET /api/config/countrylist: the visible jurisdictions; reference data, kept for the visit. */
export function useCountryList() {
  return useQuery({
    queryKey: profileKeys.countries,
    queryFn: ({ signal }): Promise<CountryItemVo[]> =>
      apiRequest("/api/config/countrylist", { schema: countryListResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PUT /api/client: the staged change with the PIN; the client info is read again afterwards. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateClientRequest): Promise<UpdateClientResponse> =>
      apiRequest("/api/client", { method: "PUT", body: request, schema: updateClientResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["profile", "client"] }),
  });
}

/** POST /api/client/customdata: the US-tax-status declaration (codes 227 and 229). */
export function useDeclare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (records: CustomDataRequest): Promise<void> =>
      apiRequest("/api/client/customdata", { method: "POST", body: records }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["profile", "client"] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}
