#ifndef C_DEPENDENCY_RUNTIME_THREAD_FRAME_H
#define C_DEPENDENCY_RUNTIME_THREAD_FRAME_H

// One pointer per thread: the synchronous dependency update (`withDependencies`,
// `prepareDependencies`) running on this thread, if any (DependencyRuntime's SettingMode).
//
// Swift has no thread-local variables. pthread_getspecific/pthread_setspecific cost a call
// and ~35 instructions each (three calls per scope, one more per override written); a C11
// thread-local is one load or store.

#ifdef __cplusplus
extern "C" {
#endif

extern _Thread_local const void *_Nullable c_thread_frame;

/// The frame of the update running on this thread, or NULL.
static inline const void *_Nullable c_thread_frame_get(void) { return c_thread_frame; }

/// Sets the frame of the update running on this thread (NULL: none).
static inline void c_thread_frame_set(const void *_Nullable frame) { c_thread_frame = frame; }

#ifdef __cplusplus
}
#endif

#endif
