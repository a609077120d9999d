#ifndef GALLERY_CMALLOC_SHIM_H
#define GALLERY_CMALLOC_SHIM_H

// mallopt and its parameters are glibc's, declared in malloc.h, which no
// Swift module of the toolchain brings in.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif

#endif
