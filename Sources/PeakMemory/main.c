// Runs a program, its standard output to /dev/null, and prints its peak
// resident memory in kilobytes as the kernel accounted it.
//
// Why C, and why a program of its own: a child started by posix_spawn (or
// fork) carries its parent's peak into its own figure across exec, so a
// measuring parent must be as small as this one, far below what it measures.
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: PeakMemory PROGRAM [ARGUMENT...]\n");
    return 2;
  }
  pid_t child = fork();
  if (child < 0) {
    perror("fork");
    return 1;
  }
  if (child == 0) {
    int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    execv(argv[1], argv + 1);
    _exit(127);
  }
  int status;
  struct rusage usage;
  while (wait4(child, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      perror("wait4");
      return 1;
    }
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fprintf(stderr, "%s failed: status %d\n", argv[1], status);
    return 1;
  }
#ifdef __APPLE__
  printf("%ld\n", usage.ru_maxrss / 1024);
#else
  printf("%ld\n", usage.ru_maxrss);
#endif
  return 0;
}
