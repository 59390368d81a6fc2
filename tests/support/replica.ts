import { join } from "node:path"
import { startS3, type TestS3, toolsDir } from "./s3"

/** A VersityGW with a bucket, and the binary's environment that replicates into it (REPLICA_S3_*). */
export interface ReplicaTarget {
  s3: TestS3
  bucket: string
  env: Record<string, string>
}

/** startReplicaTarget starts the S3 server, makes the bucket and names Litestream from `make tools`. */
export async function startReplicaTarget(bucket = "replica"): Promise<ReplicaTarget> {
  const s3 = await startS3()
  await s3.createBucket(bucket)
  return { s3, bucket, env: { ...s3.env("REPLICA", bucket), LITESTREAM_BIN: join(toolsDir, "litestream") } }
}
