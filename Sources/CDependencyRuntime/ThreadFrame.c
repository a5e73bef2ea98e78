#include "ThreadFrame.h"

_Thread_local const void *_Nullable c_thread_frame = 0;
