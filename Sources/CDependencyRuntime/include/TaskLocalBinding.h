#ifndef C_DEPENDENCY_RUNTIME_TASK_LOCAL_BINDING_H
#define C_DEPENDENCY_RUNTIME_TASK_LOCAL_BINDING_H

// Binding a task-local value the way `TaskLocal.withValue` does, but handing the value over
// instead of copying it (DependencyRuntime's scopes).
//
// `withValue` borrows the value it binds, so the concurrency runtime gets a copy: for
// `DependencyValues` two retains before the binding and two releases after it, the largest
// avoidable cost of a scope. These call the runtime's own entry points (declared in
// swift/Runtime/Concurrency.h; what the standard library's inlined `withValue` calls), in
// the Swift calling convention. The push takes the value out of the memory it is given.

#ifdef __cplusplus
extern "C" {
#endif

/// Binds the value at `value`, of the Swift type whose metadata is `type`, for the
/// task-local whose key is `key` (the `TaskLocal` object), in the current task (or thread).
/// The binding takes the value: afterwards `value` is uninitialised memory.
static inline void c_task_local_push_taking(const void *_Nonnull key, void *_Nonnull value,
                                            const void *_Nonnull type) {
  extern __attribute__((swiftcall)) void swift_task_localValuePush(const void *, void *,
                                                                   const void *);
  swift_task_localValuePush(key, value, type);
}

/// Ends the innermost task-local binding of the current task (or thread).
static inline void c_task_local_pop(void) {
  extern __attribute__((swiftcall)) void swift_task_localValuePop(void);
  swift_task_localValuePop();
}

#ifdef __cplusplus
}
#endif

#endif
