@echo off
rem Tablescope's launcher: runs tablescope.jar from this script's folder with the arguments given
rem and exits with its exit code. Without arguments the jar opens the desktop app on the demo
rem warehouse. JAVA_HOME picks the Java to run (else the one on the PATH), JAVA_OPTS adds options.
rem The class-data-sharing archive built with the jar starts commands faster; it is mapped at the
rem address it was made for, and a JVM it was not made for ignores it. JVM warnings go to standard
rem error, never into the output. The JVM's quick compiler alone compiles hot code once, quickly.
rem The desktop app (no arguments, or open) runs the parallel collector and one compiler thread.
setlocal
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java"
set "SHARING="
if exist "%~dp0tablescope.jsa" set "SHARING=-XX:SharedArchiveFile=%~dp0tablescope.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0"
set "COMPILER=-XX:TieredStopAtLevel=1"
set "APP="
if "%~1"=="" set "APP=-XX:+UseParallelGC -XX:CICompilerCount=1"
if /i "%~1"=="open" set "APP=-XX:+UseParallelGC -XX:CICompilerCount=1"
"%JAVA%" -Xlog:disable -Xlog:all=warning:stderr %SHARING% %COMPILER% %APP% %JAVA_OPTS% -jar "%~dp0tablescope.jar" %*
exit /b %ERRORLEVEL%
