# The two set-up commands are `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= debug

.PHONY: build run test bench install clean format

build:
	$(SWIFT) build

run: build
	$(SWIFT) run gallery

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The benchmarks time the real gallery binary too, which `swift run` would not build.
# `make bench FIGURES=insertion_sort` measures only the figures whose names contain it.
bench:
	$(SWIFT) build -c release --product gallery
	$(SWIFT) run -c release GalleryBenchmarks $(FIGURES)

install:
	$(SWIFT) build -c release --product gallery
	install -d $(PREFIX)/bin
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/gallery" $(PREFIX)/bin/gallery

clean:
	$(SWIFT) package clean
	rm -rf .build

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Sources Tests Package.swift
