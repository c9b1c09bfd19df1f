@echo off
rem Tablescope's launcher: runs tablescope.jar from this script's folder with the arguments given
rem and exits with its exit code. Without arguments the jar opens the desktop app on the demo
rem warehouse. JAVA_HOME picks the Java to run (else the one on the PATH), JAVA_OPTS adds options.
rem The class-data-sharing archive built with the jar starts commands faster; a JVM it was not made
rem for ignores it, and JVM warnings go to standard error, never into the output.
setlocal
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java"
set "SHARING="
if exist "%~dp0tablescope.jsa" set "SHARING=-XX:SharedArchiveFile=%~dp0tablescope.jsa"
"%JAVA%" -Xlog:disable -Xlog:all=warning:stderr %SHARING% %JAVA_OPTS% -jar "%~dp0tablescope.jar" %*
exit /b %ERRORLEVEL%
