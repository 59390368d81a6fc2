import { startReplicaTarget, type ReplicaTarget } from "../support/replica"
import { testFixture } from "../support/world"
import { type MessagesWorld, startMessagesWorld } from "./messages-support"

/** The messages world with replication on into its own VersityGW bucket (target). */
export interface ReplicaWorld extends MessagesWorld {
  target: ReplicaTarget
}

/**
 * replicaWorld starts, once for the calling describe block, a VersityGW with a bucket and the messages world
 * replicating into it (env is added to the binary's environment); both stop after its tests (see testFixture).
 */
export const replicaWorld = (env: Record<string, string> = {}): ReplicaWorld =>
  testFixture(async () => {
    const target = await startReplicaTarget()
    try {
      const world = await startMessagesWorld({ ...target.env, ...env })
      const stopWorld = world.dispose
      return Object.assign(world, {
        target,
        dispose: async () => {
          await stopWorld()
          await target.s3.stop()
        },
      })
    } catch (err) {
      await target.s3.stop()
      throw err
    }
  })
