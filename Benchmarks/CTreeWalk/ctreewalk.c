#include "ctreewalk.h"
