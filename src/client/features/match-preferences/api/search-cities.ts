import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { citySearchSchema } from '@shared/schemas/member-preferences';

/** GET /api/cities?q= : the bundled world cities whose name starts with q (names only, no coordinates). */
export const searchCities = (q: string, signal?: AbortSignal) => api(apiPaths.cities(q), { signal, schema: citySearchSchema });

export const MIN_CITY_QUERY = 2;

/** Asks once the (already debounced) query has 2 letters; the list stays while the next one loads. */
export const useCitySearch = (q: string) =>
  useQuery({
    queryKey: [...queryKeys.cities, q],
    queryFn: ({ signal }) => searchCities(q, signal),
    enabled: q.length >= MIN_CITY_QUERY,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    select: (answer) => answer.cities,
  });
