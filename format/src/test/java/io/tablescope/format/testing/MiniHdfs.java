package io.tablescope.format.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.hdfs.MiniDFSCluster;

/**
 * A real HDFS on loopback for one test class: a NameNode and one DataNode of Hadoop's
 * MiniDFSCluster, keeping their storage under a folder the test owns. Start it once per class (it
 * takes seconds) and copy the tables a test reads into it with {@link #copy}.
 */
public final class MiniHdfs implements AutoCloseable {
  private final MiniDFSCluster cluster;
  private final FileSystem fileSystem;
  private final String root;

  private MiniHdfs(MiniDFSCluster cluster) throws IOException {
    this.cluster = cluster;
    this.fileSystem = cluster.getFileSystem();
    this.root = "hdfs://127.0.0.1:" + cluster.getNameNodePort();
  }

  /** Starts a NameNode and a DataNode on 127.0.0.1 keeping their files under a base folder. */
  public static MiniHdfs start(Path baseFolder) throws IOException {
    Configuration conf = new Configuration();
    conf.set(MiniDFSCluster.HDFS_MINIDFS_BASEDIR, baseFolder.toAbsolutePath().toString());
    // Nothing listens beyond loopback, and the web servers are not needed for reading.
    conf.set("dfs.namenode.http-address", "127.0.0.1:0");
    conf.set("dfs.datanode.address", "127.0.0.1:0");
    conf.set("dfs.datanode.http.address", "127.0.0.1:0");
    conf.set("dfs.datanode.ipc.address", "127.0.0.1:0");
    MiniDFSCluster cluster = new MiniDFSCluster.Builder(conf).numDataNodes(1).format(true).build();
    cluster.waitActive();
    return new MiniHdfs(cluster);
  }

  /** The cluster's root: {@code hdfs://127.0.0.1:<port>}. */
  public String root() {
    return root;
  }

  /** The NameNode's RPC port. */
  public int port() {
    return cluster.getNameNodePort();
  }

  /**
   * Copies a local folder and everything in it to a path of the cluster, keeping each file's
   * modification time (Delta dates commits by it), and returns the copy's URI.
   */
  public String copy(Path localFolder, String path) throws IOException {
    String target = root + (path.startsWith("/") ? path : "/" + path);
    List<Path> files;
    try (Stream<Path> walk = Files.walk(localFolder)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    for (Path file : files) {
      org.apache.hadoop.fs.Path copy =
          new org.apache.hadoop.fs.Path(
              target + "/" + localFolder.relativize(file).toString().replace('\\', '/'));
      try (InputStream in = Files.newInputStream(file);
          OutputStream out = fileSystem.create(copy, false)) {
        in.transferTo(out);
      }
      fileSystem.setTimes(copy, Files.getLastModifiedTime(file).toMillis(), -1);
    }
    return target;
  }

  @Override
  public void close() throws IOException {
    fileSystem.close();
    cluster.shutdown(true);
  }
}
