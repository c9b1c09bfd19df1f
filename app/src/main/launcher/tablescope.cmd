@echo off
rem Tablescope's launcher: runs tablescope.jar from this script's folder with the arguments given
rem and exits with its exit code. Without arguments the jar opens the desktop app on the demo
rem warehouse. JAVA_HOME picks the Java to run (else the one on the PATH), JAVA_OPTS adds options.
setlocal
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java"
"%JAVA%" %JAVA_OPTS% -jar "%~dp0tablescope.jar" %*
exit /b %ERRORLEVEL%
