"""simulate on a dask LocalCluster (2 worker processes on 127.0.0.1) gives the rows of one process."""

from __future__ import annotations

import pytest

from boardkit import simulate

pytestmark = [pytest.mark.cluster, pytest.mark.timeout(300)]


def test_a_local_dask_cluster_gives_the_same_rows_as_one_process():
    # The sim extra installs dask; the test setup installs it, so a missing dask fails here rather than skips.
    from distributed import Client, LocalCluster

    here = simulate("founders_of_empire", "random", n=60, seed=11, players=3, progress=False)
    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        on_client = simulate(
            "founders_of_empire", "random", n=60, seed=11, players=3, progress=False, executor=client
        )
        on_executor = simulate(
            "founders_of_empire",
            "random",
            n=60,
            seed=11,
            players=3,
            progress=False,
            executor=client.get_executor(),
        )
    assert here.equals(on_client) and here.equals(on_executor)
