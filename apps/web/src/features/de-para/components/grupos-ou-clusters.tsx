import { getClusterOptionsQueryOptions } from '../../../components/filters/api/get-cluster-options.ts';
import { getGrupoOptionsQueryOptions } from '../../../components/filters/api/get-grupo-options.ts';
import { ClusterToggle } from '../../../components/filters/cluster-toggle.tsx';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';

/**
 * The grupos or the clusters of the De-Para filters (spec 002 §2.2, §4), as the switch says: the fields
 * `customerIds` and `clusterIds` under the switch `clusterBool`. With `marcas`, only the grupos of those marcas.
 */
export function GruposOuClusters({ marcas }: { marcas?: readonly string[] }) {
  return (
    <ClusterToggle
      toggleName="clusterBool"
      listName="customerIds"
      clusterListName="clusterIds"
      listLabel="Grupos"
      clusterListLabel="Clusters"
      switchLabel="Filtrar por cluster"
      list={<OptionMultiSelect itemsName="grupos" query={() => getGrupoOptionsQueryOptions(marcas)} />}
      clusterList={
        <OptionMultiSelect itemsName="clusters" query={() => getClusterOptionsQueryOptions('empresa')} />
      }
    />
  );
}
