# The two set-up commands are `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= debug

.PHONY: build run test goldens sanitize sanitize-address sanitize-address-terminals \
	sanitize-thread sanitize-address-build sanitize-thread-build fuzz fuzz-long bench \
	reliability startup-order recordings install clean format

build:
	$(SWIFT) build

run: build
	$(SWIFT) run gallery

# Invariant checks after every mutation, in every module that has them
# (`#if GALLERY_INTERNAL_CHECKS`, as swift-collections' COLLECTIONS_INTERNAL_CHECKS):
# on for the tests, off for `make run`, so that a debug build keeps the
# documented complexity. The flag changes every object, so the tests build in
# a scratch folder of their own: in one folder, alternating `make run` and
# `make test` rebuilt the whole package each time.
INTERNAL_CHECKS = -Xswiftc -DGALLERY_INTERNAL_CHECKS
CHECKS_DIR = .build-checks
CHECKS_SCRATCH = --scratch-path $(CHECKS_DIR)

# Examples/ is a package of its own that depends on this one by path, on its
# library products only, as a stranger's would: its two apps (the README's
# list and a process viewer) build and pass their tests here too.
test:
	$(SWIFT) build --build-tests $(CHECKS_SCRATCH) $(INTERNAL_CHECKS)
	$(SWIFT) test --skip-build $(CHECKS_SCRATCH) $(INTERNAL_CHECKS)
	$(SWIFT) build --package-path Examples --build-tests
	$(SWIFT) test --package-path Examples --skip-build

# Goldens (the screens' expected text under Tests/*/__Snapshots__) are only
# ever written here, on purpose: `make test`, CI and a bare `swift test`
# compare, so a golden deleted or renamed fails with its path. This records
# the missing and the differing ones, then runs the suite again to compare;
# read `git diff` of the goldens before committing them.
goldens:
	$(SWIFT) build --build-tests $(CHECKS_SCRATCH) $(INTERNAL_CHECKS)
	-GALLERY_RECORD_GOLDENS=1 $(SWIFT) test --skip-build $(CHECKS_SCRATCH) $(INTERNAL_CHECKS) > /dev/null 2>&1
	$(SWIFT) test --skip-build $(CHECKS_SCRATCH) $(INTERNAL_CHECKS)

# The suite under the sanitizers, each in a scratch folder of its own (their
# builds differ from the plain one in every object):
# - AddressSanitizer with leak checking, on the whole suite and the gallery
#   binaries it starts. What a Swift global's one-time initializer allocates
#   lives as long as the process, and LeakSanitizer cannot always see it is
#   reachable (Sanitizers/lsan.supp says why; the binaries carry the same
#   suppression, for where LSAN_OPTIONS does not reach); every other leak
#   fails. Left out (ASAN_SKIP): the peak-memory test, as the sanitizer's
#   shadow memory and quarantine put the gallery's peak some 500 MB up,
#   whatever it reads; and SlowLinkSuspendTests, whose bounds (Ctrl-Z
#   answered within 2 s while a 200x60 frame takes 7 s to arrive) hold a
#   stop against the time the gallery takes to work out a frame: with the
#   internal checks (each snapshot edit checked in full) under the
#   sanitizer, one second of the sort at 200x60 takes 41 s to work out
#   (0.07 s in a release build), so the stop came after 2.05 s.
# - ThreadSanitizer on the suites where threads meet (TSAN_SUITES): the
#   terminal's signal handlers and the state they share with the run loop,
#   the colour query answered by a thread playing the terminal, and the
#   glyph and width tables every thread draws with (TerminalUITests); the
#   run loop (TerminalAppTests); layouts solved on any thread, and the
#   table of element kinds they share (CompositionalLayoutTests); views
#   applying snapshots in tests that run in parallel, so that what the
#   difference engine shares without saying so (it once wrote the count of
#   the shared empty array's storage) is touched from two threads at once
#   (CollectionViewTests); a data file read on a thread of its own
#   (DataLoadingScreenTests); and the end-to-end suites whose gallery is
#   signalled, stopped and continued, or reads a file in the background
#   (EndToEndTests, TerminalHardeningTests, DataLoadingEndToEndTests). That
#   gallery is the one built beside the tests, under ThreadSanitizer too,
#   and its tmux pane hands TSAN_OPTIONS on, so a race in it fails them.
#   The rest runs on one thread at a time and shares nothing the suites
#   above do not reach as well: the engine's own property tests, with an
#   invariant check after every edit, and the screens and examples. The
#   AddressSanitizer run covers it in full; under ThreadSanitizer it took
#   most of the whole suite's 19 minutes (the engine's tests alone, 4
#   minutes of processor time). Left out besides: the suites on a
#   pseudo-terminal of their own (EarlySignalTests, TerminalHangupTests),
#   whose gallery gets an environment without TSAN_OPTIONS and ends by a
#   signal or an error status anyway, so a report could not fail them; and
#   the crash-message test, as the runtime's backtracer forks from the
#   crash handler, and in the child ThreadSanitizer's own check fails
#   ("CHECK failed: ... ((!thr->slot)) != (0)"), ending the probe with its
#   status 66, not the trap's.
# The two builds run side by side, and each set of tests as soon as its
# build is done: a build rarely keeps both cores busy (a module waits for
# those it imports). A test process runs its tests on as many threads as
# there are cores, and a test waiting on a terminal holds one it does not
# use, so the suites that drive a gallery in a terminal (TERMINAL_SUITES)
# run under AddressSanitizer in a process of their own, beside the rest.
# The sets start the test bundle as `swift test --skip-build` does, with
# `--testing-library swift-testing`: a second `swift test` on a scratch
# folder finds its build database locked by the first and runs nothing.
# Each set prints `sanitize.<set>.tests: <count> passed in <seconds> s`, or
# its failures; its whole output stays in its scratch folder. Each can run
# alone too: `make sanitize-address`, `sanitize-address-terminals`,
# `sanitize-thread`.
ASAN_SCRATCH = .build-asan
TSAN_SCRATCH = .build-tsan
ASAN = --sanitize=address --scratch-path $(ASAN_SCRATCH) $(INTERNAL_CHECKS) \
	-Xswiftc -DTERMINALUI_LEAK_CHECKS
TSAN = --sanitize=thread --scratch-path $(TSAN_SCRATCH) $(INTERNAL_CHECKS)
TEST_BUNDLE = debug/GalleryPackageTests.xctest --testing-library swift-testing
ASAN_TEST = ASAN_OPTIONS=detect_leaks=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Sanitizers/lsan.supp:print_suppressions=0 \
	$(ASAN_SCRATCH)/$(TEST_BUNDLE)
TSAN_TEST = TSAN_OPTIONS=halt_on_error=1 $(TSAN_SCRATCH)/$(TEST_BUNDLE)
TERMINAL_SUITES = \.(EndToEndTests|TerminalHardeningTests|TerminalHangupTests|EarlySignalTests|DataLoadingEndToEndTests|FocusCursorTests|ScriptNamesTests|SlowLinkTests|TerminalColorsEndToEndTests|TerminalMatrixTests|CrashMessageTests)/
ASAN_SKIP = DataFileReadingTests/blankLinesAndRejectedRowsCostNoMemory|SlowLinkSuspendTests
TSAN_SUITES = ^(TerminalUITests|TerminalAppTests|CompositionalLayoutTests|CollectionViewTests)\.|\.(DataLoadingScreenTests|EndToEndTests|TerminalHardeningTests|DataLoadingEndToEndTests)/

# Prints the summary line of the set of tests $(1) whose output is in $(2),
# and its failures if the run ($$status) failed.
SANITIZE_REPORT = \
	summary=$$(grep -o 'Test run with [0-9]* tests in [0-9]* suites [a-z]* after [0-9]*' $(2)); \
	echo "sanitize.$(1).tests: $$(echo $$summary | awk '{ print $$4, $$9, "in", $$11, "s" }')"; \
	[ $$status -eq 0 ] || { grep '✘' $(2) | head -40; tail -40 $(2); echo "(all of it: $(2))"; }; \
	exit $$status

sanitize:
	@$(MAKE) --no-print-directory -j3 --output-sync=target \
	  sanitize-address sanitize-address-terminals sanitize-thread

sanitize-address-build:
	$(SWIFT) build --build-tests $(ASAN)

sanitize-thread-build:
	$(SWIFT) build --build-tests $(TSAN)

sanitize-address: sanitize-address-build
	@$(ASAN_TEST) --skip '$(TERMINAL_SUITES)|$(ASAN_SKIP)' > $(ASAN_SCRATCH)/tests.log 2>&1; \
	status=$$?; $(call SANITIZE_REPORT,address,$(ASAN_SCRATCH)/tests.log)

sanitize-address-terminals: sanitize-address-build
	@$(ASAN_TEST) --filter '$(TERMINAL_SUITES)' > $(ASAN_SCRATCH)/terminal-tests.log 2>&1; \
	status=$$?; $(call SANITIZE_REPORT,address.terminal,$(ASAN_SCRATCH)/terminal-tests.log)

sanitize-thread: sanitize-thread-build
	@$(TSAN_TEST) --filter '$(TSAN_SUITES)' > $(TSAN_SCRATCH)/tests.log 2>&1; \
	status=$$?; $(call SANITIZE_REPORT,thread,$(TSAN_SCRATCH)/tests.log)

# Coverage-guided fuzzing with the toolchain's libFuzzer, under
# AddressSanitizer, one target at a time (Sources/GalleryFuzz says what each
# drives and checks), each from its seed corpus in Fuzz/Corpus/<target>. New
# inputs go to a scratch folder, not the repo; a crash leaves its input in
# $(FUZZ_SCRATCH)/findings/<target>, and a finding worth keeping goes to
# Fuzz/Regressions/<target>, which `make test` replays. Prints, for each
# target, `fuzz.<target>.execs`, `.execs_per_s` (libFuzzer's average over
# the run), `.seconds` and `.crashes` (the inputs this run left in findings:
# a crash stops the target's run, as libFuzzer does).
# - `make fuzz` runs each for FUZZ_SECONDS: a look for what is shallow, as
#   `make reliability` runs it. `make fuzz FUZZ_TARGETS=snapshot
#   FUZZ_SECONDS=600` runs one for longer.
# - `make fuzz-long` runs each to FUZZ_LONG_RUNS executions (10 million) or
#   for FUZZ_LONG_SECONDS (400), whichever comes first: the eight targets
#   then take at most 54 minutes besides the build, however busy the
#   machine.
# Both are one rule, so the build and the way a target is run and reported
# are the same; only the limits differ. AddressSanitizer records no stack
# for each allocation (malloc_context_size=0): keeping one was a tenth of
# the snapshot target's time. A finding's report then says where the
# memory was misused but not where it was allocated or freed; replaying
# its input (`FUZZ_TARGET=<target> $(FUZZ_SCRATCH)/release/GalleryFuzz
# <input>`) without that option says it all.
FUZZ_SECONDS ?= 60
FUZZ_LONG_RUNS ?= 10000000
FUZZ_LONG_SECONDS ?= 400
FUZZ_TARGETS ?= input color-reply key-script mountains emoji videos snapshot \
  section-snapshot
FUZZ_SCRATCH = .build-fuzz

fuzz: FUZZ_LIMITS = -max_total_time=$(FUZZ_SECONDS)
fuzz-long: FUZZ_LIMITS = -runs=$(FUZZ_LONG_RUNS) -max_total_time=$(FUZZ_LONG_SECONDS)

fuzz fuzz-long:
	$(SWIFT) build -c release --product GalleryFuzz --scratch-path $(FUZZ_SCRATCH) \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	@for target in $(FUZZ_TARGETS); do \
	  work=$(FUZZ_SCRATCH)/corpus/$$target; findings=$(FUZZ_SCRATCH)/findings/$$target; \
	  log=$(FUZZ_SCRATCH)/$$target.log; mkdir -p $$work $$findings; start=$$(date +%s.%N); \
	  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=malloc_context_size=0 FUZZ_TARGET=$$target $(FUZZ_SCRATCH)/release/GalleryFuzz \
	    $(FUZZ_LIMITS) -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
	    -artifact_prefix=$$findings/ $$work Fuzz/Corpus/$$target > $$log 2>&1; \
	  end=$$(date +%s.%N); \
	  echo "fuzz.$$target.execs: $$(sed -n 's/^stat::number_of_executed_units: *//p' $$log | tail -1) runs"; \
	  echo "fuzz.$$target.execs_per_s: $$(sed -n 's/^stat::average_exec_per_sec: *//p' $$log | tail -1)"; \
	  echo "fuzz.$$target.seconds: $$(awk -v s=$$start -v e=$$end 'BEGIN { printf "%.0f", e - s }') s"; \
	  echo "fuzz.$$target.crashes: $$(grep -c 'Test unit written to' $$log) inputs"; \
	done

# The gallery that is installed, measured and soaked is one static, position-
# independent executable (Linux): the Swift runtime, ncursesw, libstdc++ and
# glibc are linked into it, so a start loads no shared library at all. Loading
# them (4,300 symbol lookups for libstdc++ alone) took about a third of the
# wall time of `gallery render`, and 490 page faults where a start now takes
# 380. It stays a PIE, so it is still placed at a random address; the static-
# pie start cannot take a run path, hence --disable-local-rpath. Without the
# shared runtime beside it, a crash prints its message but no backtrace unless
# SWIFT_BACKTRACE names swift-backtrace (see README). `make run` keeps the
# shared, faster-linking build.
# Its link is tuned for a start that maps little:
# - The relative relocations, which the static-pie start applies to itself,
#   are packed (DT_RELR, linked by the toolchain's lld): their table is then
#   a few kilobytes, not the megabyte read at every start. Such a binary
#   needs glibc 2.36 or later.
# - No symbol is exported (the toolchain's static-stdlib link exports every
#   one of ours; nothing looks them up, and backtraces read the symbol table).
# - Each function gets a section of its own, and those a start runs (listed in
#   $(STARTUP_ORDER), see startup-order below) are laid out together first:
#   a start then maps a few megabytes of the 11 MB of code, as the kernel
#   maps 64 KB around every function it reaches.
# It is built in a scratch folder of its own: its flags differ from the shared
# release build's (the benchmarks), and in one folder each rebuilt the whole
# package whenever the other had run.
STATIC_SCRATCH = .build-static
STARTUP_ORDER = Linking/gallery-startup.order
RELEASE_GALLERY = --scratch-path $(STATIC_SCRATCH) -c release --static-swift-stdlib \
	--disable-local-rpath --product gallery -Xswiftc -use-ld=lld \
	-Xswiftc -Xclang-linker -Xswiftc -static-pie \
	-Xswiftc -Xclang-linker -Xswiftc -Wno-unused-command-line-argument \
	-Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --no-export-dynamic -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering
STATIC_GALLERY = $(STATIC_SCRATCH)/release/gallery

# The benchmarks time the real gallery binary too, which `swift run` would not build,
# a Swift hello world beside it, the floor its start-up is measured against, and
# the small program that measures their peak memory, and the one that counts
# allocations.
# `make bench FIGURES=insertion_sort` measures only the figures whose names contain it.
# Each group of figures is measured in a process of its own (see BenchmarkGroups).
bench:
	$(SWIFT) build $(RELEASE_GALLERY)
	$(SWIFT) build -c release --product HelloWorld
	$(SWIFT) build -c release --product PeakMemory
	$(SWIFT) build -c release --product AllocationCounts
	$(SWIFT) build -c release --product GalleryBenchmarks
	install -m 755 $(STATIC_GALLERY) "$$($(SWIFT) build -c release --show-bin-path)/gallery"
	$(SWIFT) run -c release --skip-build GalleryBenchmarks $(FIGURES)

# The long reliability run (issue 13), which neither `make test` nor CI runs: the
# release binary under a million random keys, resize storms, every fatal signal,
# Ctrl-Z and fg, a big paste, a soak of sorting and the slowest script the work
# budget accepts; then one `name: value` line per figure. The tests' own
# output is shown only when one fails. Then the fuzz targets for
# FUZZ_SECONDS each (`make fuzz`) and the suite under the
# sanitizers (`make sanitize`), as figures too: about half an hour in all.
# `make reliability SOAK_SECONDS=30` shortens the 5-minute soak.
SOAK_SECONDS ?= 300

reliability:
	$(SWIFT) build $(RELEASE_GALLERY)
	$(SWIFT) build --build-tests
	@work=$$(mktemp -d) && mkdir $$work/figures && \
	GALLERY_BIN_PATH="$(CURDIR)/$(STATIC_SCRATCH)/release" \
	GALLERY_RELIABILITY=$$work/figures GALLERY_SOAK_SECONDS=$(SOAK_SECONDS) \
	$(SWIFT) test --skip-build --filter ReliabilityTests > $$work/log 2>&1; \
	status=$$?; [ $$status -eq 0 ] || cat $$work/log; \
	cat $$work/figures/*; rm -rf $$work; exit $$status
	@log=$$(mktemp) && $(MAKE) --no-print-directory fuzz > $$log 2>&1; \
	status=$$?; [ $$status -eq 0 ] || tail -40 $$log; \
	grep '^fuzz\.' $$log; rm -f $$log; exit $$status
	@log=$$(mktemp) && $(MAKE) --no-print-directory sanitize > $$log 2>&1; \
	status=$$?; [ $$status -eq 0 ] || tail -80 $$log; \
	grep '^sanitize\.' $$log; rm -f $$log; exit $$status

# Rewrites $(STARTUP_ORDER) from callgrind profiles of four starts (the menu and
# an example on a terminal, a render, the list) and lld's map of the gallery,
# then relinks. The list is sorted, so that a rewrite's diff shows what changed:
# which functions a start runs matters, not their order among themselves. It needs valgrind and script(1). A list gone stale as the code
# changes costs start-up memory, never correctness: lld skips the symbols it
# no longer finds.
STARTS = "" "grid" "render grid --size 80x24" "--list"

startup-order:
	@work=$$(mktemp -d) && \
	$(SWIFT) build $(RELEASE_GALLERY) -Xlinker -Map=$$work/gallery.map && n=0 && \
	for start in $(STARTS); do n=$$((n + 1)); \
	  printf q | TERM=xterm-256color script -qec "valgrind --tool=callgrind --demangle=no \
	    --callgrind-out-file=$$work/$$n.out $(STATIC_GALLERY) $$start" /dev/null > /dev/null || { rm -rf $$work; exit 1; }; \
	done && \
	{ echo "# Written by make startup-order: the functions a start runs, for lld."; \
	  awk -v OBJECT=/gallery -v MAP=$$work/gallery.map -f Linking/startup-order.awk $$work/*.out \
	    | LC_ALL=C sort; \
	} > $(STARTUP_ORDER); status=$$?; rm -rf $$work; exit $$status
	rm -f $(STATIC_GALLERY)
	$(SWIFT) build $(RELEASE_GALLERY)

install:
	$(SWIFT) build $(RELEASE_GALLERY)
	install -d $(PREFIX)/bin
	install -m 755 $(STATIC_GALLERY) $(PREFIX)/bin/gallery

# The README's recordings, made by the gallery itself on its virtual clock:
# the same commands write the same files, byte for byte.
recordings: build
	$(SWIFT) run gallery record insertion-sort --size 80x24 --fps 12 \
	  --keys "wait:0.3 enter wait:1.5" > Docs/insertion-sort.cast
	$(SWIFT) run gallery record mountains-search --size 80x24 --fps 15 \
	  --keys '"e" wait:0.4 "v" wait:0.4 "e" wait:0.4 "r" wait:0.6 backspace wait:0.6' \
	  > Docs/mountains-search.cast
	$(SWIFT) run gallery render mountains-search --keys '"ev"' --format svg \
	  > Docs/mountains-search.svg
	$(SWIFT) run gallery render grid --keys c --format svg > Docs/source-view.svg
	$(SWIFT) run gallery render orthogonal-section-behaviors --size 110x34 \
	  --keys "i down ]" --format svg > Docs/layout-inspector.svg
	$(SWIFT) run gallery record orthogonal-section-behaviors --size 110x34 --fps 15 \
	  --keys "i wait:0.6 down wait:0.6 ] wait:0.8 ] wait:0.8 down wait:0.6 ] wait:0.8" \
	  > Docs/layout-inspector.cast

# Every build folder: an incremental build can keep a module compiled
# against another's old layout (seen when a snapshot type lost a stored
# property: the test modules were not compiled again and crashed), and
# `make clean` is the way out, so it leaves none behind.
clean:
	$(SWIFT) package clean
	rm -rf .build $(CHECKS_DIR) $(ASAN_SCRATCH) $(TSAN_SCRATCH) $(FUZZ_SCRATCH) \
	  $(STATIC_SCRATCH) Examples/.build

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Sources Tests Package.swift Examples/Sources Examples/Tests Examples/Package.swift
